import { link, linkedOrPlain } from "../../blocks";
import type { ReminderEmailTemplates } from "../../catalog";

export const en: ReminderEmailTemplates = {
  consultationReminder: ({ lead, audience, vetName, petName, ownerName, startsAt, joinUrl }, format) => ({
    subject:
      lead === "dayBefore"
        ? `Reminder: consultation for ${petName} on ${format.dateTime(startsAt)}`
        : `Starting soon: consultation for ${petName} at ${format.time(startsAt)}`,
    blocks: [
      audience === "owner"
        ? `Your video consultation for ${petName} with ${vetName} starts on ${format.dateTime(startsAt)}.`
        : `Your video consultation with ${ownerName} about ${petName} starts on ${format.dateTime(startsAt)}.`,
      "You can join from 10 minutes before the start.",
      ...link(joinUrl, "Prepare and join"),
      audience === "owner"
        ? `To prepare: a quiet, well-lit room, your camera and microphone checked on that page, and ${petName} nearby. Have the names of any medicines and a recent weight at hand.`
        : "To prepare: a quiet room, your camera and microphone checked on that page, and the pet's profile open in your overview.",
    ],
  }),
  dailyAgenda: ({ day, consultations, overviewUrl }, format) => ({
    subject: `Your consultations on ${format.date(day)}`,
    blocks: [
      `Your video consultations on ${format.date(day)}:`,
      ...consultations.map(({ startsAt, endsAt, petName, ownerName, joinUrl }) =>
        linkedOrPlain(joinUrl, `${format.time(startsAt)}–${format.time(endsAt)} · ${petName} (${ownerName})`),
      ),
      ...link(overviewUrl, "Open your overview"),
    ],
  }),
};
