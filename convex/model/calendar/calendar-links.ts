import { utcDateTime } from "./icalendar";

export type CalendarLinkEvent = {
  summary: string;
  description: string;
  url: string | null;
  startsAt: number;
  endsAt: number;
};

/** Google Calendar's "add event" template link. */
export function googleCalendarLink(event: CalendarLinkEvent): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.summary,
    dates: `${utcDateTime(event.startsAt)}/${utcDateTime(event.endsAt)}`,
    details: event.description,
    ...(event.url === null ? {} : { location: event.url }),
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** Outlook on the web's compose link (outlook.live.com serves personal and work accounts alike). */
export function outlookCalendarLink(event: CalendarLinkEvent): string {
  const params = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: event.summary,
    startdt: new Date(event.startsAt).toISOString(),
    enddt: new Date(event.endsAt).toISOString(),
    body: event.description,
    ...(event.url === null ? {} : { location: event.url }),
  });
  return `https://outlook.live.com/calendar/0/action/compose?${params.toString()}`;
}
