import { link, linkedOrPlain } from "../../blocks";
import type { ReminderEmailTemplates } from "../../catalog";

export const fr: ReminderEmailTemplates = {
  consultationReminder: ({ lead, audience, vetName, petName, ownerName, startsAt, joinUrl }, format) => ({
    subject:
      lead === "dayBefore"
        ? `Rappel\u00a0: consultation pour ${petName} le ${format.dateTime(startsAt)}`
        : `Bientôt\u00a0: consultation pour ${petName} à ${format.time(startsAt)}`,
    blocks: [
      audience === "owner"
        ? `Votre téléconsultation pour ${petName} avec ${vetName} commence le ${format.dateTime(startsAt)}.`
        : `Votre téléconsultation avec ${ownerName} au sujet de ${petName} commence le ${format.dateTime(startsAt)}.`,
      "Vous pouvez rejoindre l’appel à partir de 10 minutes avant le début.",
      ...link(joinUrl, "Se préparer et rejoindre"),
      audience === "owner"
        ? `Pour vous préparer\u00a0: une pièce calme et bien éclairée, votre caméra et votre micro vérifiés sur cette page, et ${petName} à proximité. Gardez sous la main le nom des médicaments et un poids récent.`
        : "Pour vous préparer\u00a0: une pièce calme, votre caméra et votre micro vérifiés sur cette page, et la fiche de l’animal ouverte dans votre tableau de bord.",
    ],
  }),
  dailyAgenda: ({ day, consultations, overviewUrl }, format) => ({
    subject: `Vos consultations du ${format.date(day)}`,
    blocks: [
      `Vos téléconsultations du ${format.date(day)}\u00a0:`,
      ...consultations.map(({ startsAt, endsAt, petName, ownerName, joinUrl }) =>
        linkedOrPlain(joinUrl, `${format.time(startsAt)}–${format.time(endsAt)} · ${petName} (${ownerName})`),
      ),
      ...link(overviewUrl, "Ouvrir votre tableau de bord"),
    ],
  }),
};
