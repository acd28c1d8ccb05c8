import { link, linkedOrPlain } from "../../blocks";
import type { ReminderEmailTemplates } from "../../catalog";

export const es: ReminderEmailTemplates = {
  consultationReminder: ({ lead, audience, vetName, petName, ownerName, startsAt, joinUrl }, format) => ({
    subject:
      lead === "dayBefore"
        ? `Recordatorio: consulta para ${petName} el ${format.dateTime(startsAt)}`
        : `Empieza pronto: consulta para ${petName} a las ${format.time(startsAt)}`,
    blocks: [
      audience === "owner"
        ? `Tu videoconsulta para ${petName} con ${vetName} empieza el ${format.dateTime(startsAt)}.`
        : `Tu videoconsulta con ${ownerName} sobre ${petName} empieza el ${format.dateTime(startsAt)}.`,
      "Puedes unirte desde 10 minutos antes del inicio.",
      ...link(joinUrl, "Prepararse y unirse"),
      audience === "owner"
        ? `Para prepararse: una habitación tranquila y bien iluminada, la cámara y el micrófono comprobados en esa página y ${petName} cerca. Ten a mano los nombres de los medicamentos y un peso reciente.`
        : "Para prepararse: una habitación tranquila, la cámara y el micrófono comprobados en esa página y la ficha de la mascota abierta en tu panel.",
    ],
  }),
  dailyAgenda: ({ day, consultations, overviewUrl }, format) => ({
    subject: `Tus consultas del ${format.date(day)}`,
    blocks: [
      `Tus videoconsultas del ${format.date(day)}:`,
      ...consultations.map(({ startsAt, endsAt, petName, ownerName, joinUrl }) =>
        linkedOrPlain(joinUrl, `${format.time(startsAt)}–${format.time(endsAt)} · ${petName} (${ownerName})`),
      ),
      ...link(overviewUrl, "Abrir tu panel"),
    ],
  }),
};
