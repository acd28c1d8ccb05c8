import type { Locale } from "../../tables/accounts";

export type InviteTextParams = {
  vetName: string;
  petName: string;
  joinUrl: string | null;
};

type InviteTexts = {
  summary: (params: InviteTextParams) => string;
  /** No reason and no notes: calendars are shared and synced to third parties. */
  description: (params: InviteTextParams) => string;
  organizerName: string;
};

/** What a consultation is called in the recipient's calendar, per locale. */
export const INVITE_TEXTS: Record<Locale, InviteTexts> = {
  en: {
    summary: ({ vetName, petName }) => `Video consultation: ${petName} with ${vetName}`,
    description: ({ joinUrl }) =>
      [
        ...(joinUrl === null ? [] : [`Join the call: ${joinUrl}`]),
        "The link opens a few minutes before the start. Before you join: a quiet room, a working camera and microphone, and your pet nearby.",
      ].join("\n\n"),
    organizerName: "Vetline",
  },
  de: {
    summary: ({ vetName, petName }) => `Videosprechstunde: ${petName} bei ${vetName}`,
    description: ({ joinUrl }) =>
      [
        ...(joinUrl === null ? [] : [`Zum Gespräch: ${joinUrl}`]),
        "Der Link öffnet sich einige Minuten vor Beginn. Vorher bereitlegen: ein ruhiger Raum, funktionierende Kamera und Mikrofon, Ihr Tier in der Nähe.",
      ].join("\n\n"),
    organizerName: "Vetline",
  },
  fr: {
    summary: ({ vetName, petName }) => `Téléconsultation : ${petName} avec ${vetName}`,
    description: ({ joinUrl }) =>
      [
        ...(joinUrl === null ? [] : [`Rejoindre l’appel : ${joinUrl}`]),
        "Le lien s’ouvre quelques minutes avant le début. Avant de rejoindre : une pièce calme, une caméra et un micro qui fonctionnent, et votre animal à proximité.",
      ].join("\n\n"),
    organizerName: "Vetline",
  },
  es: {
    summary: ({ vetName, petName }) => `Videoconsulta: ${petName} con ${vetName}`,
    description: ({ joinUrl }) =>
      [
        ...(joinUrl === null ? [] : [`Unirse a la llamada: ${joinUrl}`]),
        "El enlace se abre unos minutos antes del inicio. Antes de unirse: una habitación tranquila, cámara y micrófono que funcionen y su mascota cerca.",
      ].join("\n\n"),
    organizerName: "Vetline",
  },
};
