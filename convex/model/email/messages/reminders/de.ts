import { link, linkedOrPlain } from "../../blocks";
import type { ReminderEmailTemplates } from "../../catalog";

export const de: ReminderEmailTemplates = {
  consultationReminder: ({ lead, audience, vetName, petName, ownerName, startsAt, joinUrl }, format) => ({
    subject:
      lead === "dayBefore"
        ? `Erinnerung: Sprechstunde für ${petName} am ${format.dateTime(startsAt)}`
        : `Gleich geht es los: Sprechstunde für ${petName} um ${format.time(startsAt)}`,
    blocks: [
      audience === "owner"
        ? `Ihre Videosprechstunde für ${petName} bei ${vetName} beginnt am ${format.dateTime(startsAt)}.`
        : `Ihre Videosprechstunde mit ${ownerName} zu ${petName} beginnt am ${format.dateTime(startsAt)}.`,
      "Sie können ab 10 Minuten vor Beginn teilnehmen.",
      ...link(joinUrl, "Vorbereiten und teilnehmen"),
      audience === "owner"
        ? `Zur Vorbereitung: ein ruhiger, heller Raum, Kamera und Mikrofon auf dieser Seite getestet und ${petName} in der Nähe. Halten Sie die Namen von Medikamenten und ein aktuelles Gewicht bereit.`
        : "Zur Vorbereitung: ein ruhiger Raum, Kamera und Mikrofon auf dieser Seite getestet und das Tierprofil in Ihrer Übersicht geöffnet.",
    ],
  }),
  dailyAgenda: ({ day, consultations, overviewUrl }, format) => ({
    subject: `Ihre Sprechstunden am ${format.date(day)}`,
    blocks: [
      `Ihre Videosprechstunden am ${format.date(day)}:`,
      ...consultations.map(({ startsAt, endsAt, petName, ownerName, joinUrl }) =>
        linkedOrPlain(joinUrl, `${format.time(startsAt)}–${format.time(endsAt)} · ${petName} (${ownerName})`),
      ),
      ...link(overviewUrl, "Zur Übersicht"),
    ],
  }),
};
