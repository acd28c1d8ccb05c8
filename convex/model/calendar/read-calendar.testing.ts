import ICAL from "ical.js";

/** Reads an .ics file with an independent parser (ical.js), for tests of what calendars will see. */
export function readCalendar(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent("vevent");
  if (vevent === null) throw new Error("no VEVENT in the calendar file");
  const event = new ICAL.Event(vevent);
  return {
    calendar,
    vevent,
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    startsAt: event.startDate.toJSDate().getTime(),
    endsAt: event.endDate.toJSDate().getTime(),
    startZone: event.startDate.zone?.tzid,
    summary: event.summary,
    description: event.description,
    status: vevent.getFirstPropertyValue("status"),
  };
}
