/**
 * The small subset of iCalendar (RFC 5545) and iTIP (RFC 5546) that consultation invites need:
 * one VEVENT per file, times in UTC, text escaped and lines folded at 75 octets.
 * Written here because the maintained generators need Node 22 (ADR 0023); tests parse it with ical.js.
 */

export type CalendarMethod = "REQUEST" | "CANCEL" | "PUBLISH";

export type CalendarEvent = {
  /** Stable per booking, so every calendar updates the same entry. */
  uid: string;
  /** Grows with every change of the booking's time or status. */
  sequence: number;
  /** When this version of the event was made (ms). */
  stampedAt: number;
  startsAt: number;
  endsAt: number;
  summary: string;
  description: string;
  /** The join page; null when the app's address is not configured. */
  url: string | null;
  status: "CONFIRMED" | "CANCELLED";
  organizer: { name: string; email: string };
  attendees: { name?: string; email: string }[];
};

const PRODUCT_ID = "-//Vetline//Consultations//EN";
const MAX_LINE_OCTETS = 75;

export function renderCalendar(method: CalendarMethod, event: CalendarEvent): string {
  const withParticipants = method !== "PUBLISH";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODUCT_ID}`,
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcDateTime(event.stampedAt)}`,
    `DTSTART:${utcDateTime(event.startsAt)}`,
    `DTEND:${utcDateTime(event.endsAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url === null ? [] : [`LOCATION:${escapeText(event.url)}`, `URL:${event.url}`]),
    `STATUS:${event.status}`,
    "TRANSP:OPAQUE",
    ...(withParticipants
      ? [
          `ORGANIZER;CN=${quoteParameter(event.organizer.name)}:mailto:${event.organizer.email}`,
          ...event.attendees.map(
            (attendee) =>
              `ATTENDEE;${attendee.name ? `CN=${quoteParameter(attendee.name)};` : ""}ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:${attendee.email}`,
          ),
        ]
      : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

/** 20261121T100000Z */
export function utcDateTime(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Parameter values may not hold DQUOTE or control characters; quoting covers ':' ';' ','. */
function quoteParameter(value: string): string {
  // eslint-disable-next-line no-control-regex
  return `"${value.replace(/["\u0000-\u001f\u007f]/g, "")}"`;
}

/** Splits a content line into pieces of at most 75 octets, never inside a UTF-8 character. */
function foldLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= MAX_LINE_OCTETS) return line;
  const pieces: string[] = [];
  let current = "";
  let currentOctets = 0;
  for (const character of line) {
    const octets = encoder.encode(character).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = pieces.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (currentOctets + octets > limit) {
      pieces.push(current);
      current = "";
      currentOctets = 0;
    }
    current += character;
    currentOctets += octets;
  }
  pieces.push(current);
  return pieces.join("\r\n ");
}
