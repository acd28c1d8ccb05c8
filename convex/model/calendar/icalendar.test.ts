import { describe, expect, it } from "vitest";
import { googleCalendarLink, outlookCalendarLink } from "./calendar-links";
import { type CalendarEvent, renderCalendar } from "./icalendar";
import { readCalendar } from "./read-calendar.testing";

const START = Date.UTC(2026, 2, 30, 8, 0);
const event: CalendarEvent = {
  uid: "booking-abc@vetline",
  sequence: 2,
  stampedAt: Date.UTC(2026, 2, 20, 10, 0),
  startsAt: START,
  endsAt: START + 20 * 60_000,
  summary: "Videosprechstunde: Rübe, Jr.; Ölfleck bei Dr. Ärztin",
  description: "Zum Gespräch: http://app.test/de/call/abc/prepare\n\nDer Link öffnet sich einige Minuten vor Beginn, mit Kamera und Mikrofon; bitte ein ruhiger Raum – danke!",
  url: "http://app.test/de/call/abc/prepare",
  status: "CONFIRMED",
  organizer: { name: "Vetline", email: "no-reply@vetline.invalid" },
  attendees: [{ name: 'Olivia "Liv" Ö', email: "olivia@example.test" }],
};

const parse = readCalendar;

describe("iCalendar output, read back by an independent parser (ical.js)", () => {
  it("round-trips method, UID, SEQUENCE, UTC times and escaped text", () => {
    const ics = renderCalendar("REQUEST", event);
    const parsed = parse(ics);
    expect(parsed.method).toBe("REQUEST");
    expect(parsed.calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(parsed.uid).toBe(event.uid);
    expect(parsed.sequence).toBe(2);
    expect(parsed.startZone).toBe("UTC");
    expect(parsed.startsAt).toBe(event.startsAt);
    expect(parsed.endsAt).toBe(event.endsAt);
    expect(parsed.summary).toBe(event.summary);
    expect(parsed.description).toBe(event.description);
    expect(parsed.vevent.getFirstPropertyValue("url")).toBe(event.url);
    expect(parsed.vevent.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(String(parsed.vevent.getFirstPropertyValue("organizer"))).toBe("mailto:no-reply@vetline.invalid");
    const attendee = parsed.vevent.getFirstProperty("attendee");
    expect(attendee?.getFirstValue()).toBe("mailto:olivia@example.test");
    expect(attendee?.getParameter("cn")).toBe("Olivia Liv Ö");
  });

  it("ends lines with CRLF and folds them at 75 octets without splitting a character", () => {
    const ics = renderCalendar("REQUEST", event);
    expect(ics.endsWith("\r\n")).toBe(true);
    const lines = ics.split("\r\n").slice(0, -1);
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
    for (const line of lines) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      expect(line).not.toContain("\uFFFD");
    }
    expect(ics.replace(/\r\n /g, "")).not.toMatch(/[^\r]\n/);
  });

  it("a cancellation is METHOD:CANCEL with STATUS:CANCELLED; a download is PUBLISH without participants", () => {
    const cancelled = parse(renderCalendar("CANCEL", { ...event, status: "CANCELLED", sequence: 3 }));
    expect(cancelled.method).toBe("CANCEL");
    expect(cancelled.status).toBe("CANCELLED");
    expect(cancelled.sequence).toBe(3);
    const download = parse(renderCalendar("PUBLISH", event));
    expect(download.method).toBe("PUBLISH");
    expect(download.vevent.getFirstProperty("organizer")).toBeNull();
    expect(download.vevent.getFirstProperty("attendee")).toBeNull();
  });

  it("builds Google Calendar and Outlook links from the same event", () => {
    const google = new URL(googleCalendarLink(event));
    expect(google.origin).toBe("https://calendar.google.com");
    expect(google.searchParams.get("dates")).toBe("20260330T080000Z/20260330T082000Z");
    expect(google.searchParams.get("text")).toBe(event.summary);
    expect(google.searchParams.get("location")).toBe(event.url);
    const outlook = new URL(outlookCalendarLink(event));
    expect(outlook.searchParams.get("startdt")).toBe("2026-03-30T08:00:00.000Z");
    expect(outlook.searchParams.get("enddt")).toBe("2026-03-30T08:20:00.000Z");
    expect(outlook.searchParams.get("subject")).toBe(event.summary);
  });
});
