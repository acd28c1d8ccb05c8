import type { Locale } from "../../tables/accounts";

export type InviteTextParams = {
  vetName: string;
  ownerName: string;
  petName: string;
  joinUrl: string | null;
};

type InviteTexts = {
  summary: (params: InviteTextParams) => string;
  /** No reason and no notes: calendars are shared and synced to third parties. */
  description: (params: InviteTextParams) => string;
  organizerName: string;
};

/** What a consultation is called in the vet's calendar, per locale: the pet and its owner, as in the vet's emails. */
export const VET_INVITE_TEXTS: Record<Locale, InviteTexts> = {
  en: {
    summary: ({ ownerName, petName }) => `Video consultation: ${petName} with ${ownerName}`,
    description: ({ joinUrl, ownerName, petName }) =>
      [
        ...(joinUrl === null ? [] : [`Join the call: ${joinUrl}`]),
        `${ownerName} booked a video consultation with you for ${petName}. The link opens a few minutes before the start.`,
      ].join("\n\n"),
    organizerName: "Vetline",
  },
  de: {
    summary: ({ ownerName, petName }) => `Videosprechstunde: ${petName} mit ${ownerName}`,
    description: ({ joinUrl, ownerName, petName }) =>
      [
        ...(joinUrl === null ? [] : [`Zum Gespräch: ${joinUrl}`]),
        `${ownerName} hat bei Ihnen eine Videosprechstunde für ${petName} gebucht. Der Link öffnet sich einige Minuten vor Beginn.`,
      ].join("\n\n"),
    organizerName: "Vetline",
  },
  fr: {
    summary: ({ ownerName, petName }) => `Téléconsultation\u00a0: ${petName} avec ${ownerName}`,
    description: ({ joinUrl, ownerName, petName }) =>
      [
        ...(joinUrl === null ? [] : [`Rejoindre l’appel\u00a0: ${joinUrl}`]),
        `${ownerName} a réservé une consultation vidéo avec vous pour ${petName}. Le lien s’ouvre quelques minutes avant le début.`,
      ].join("\n\n"),
    organizerName: "Vetline",
  },
  es: {
    summary: ({ ownerName, petName }) => `Videoconsulta: ${petName} con ${ownerName}`,
    description: ({ joinUrl, ownerName, petName }) =>
      [
        ...(joinUrl === null ? [] : [`Unirse a la llamada: ${joinUrl}`]),
        `${ownerName} reservó una videoconsulta contigo para ${petName}. El enlace se abre unos minutos antes del inicio.`,
      ].join("\n\n"),
    organizerName: "Vetline",
  },
};

/** What a consultation is called in the owner's calendar, per locale. */
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
    summary: ({ vetName, petName }) => `Téléconsultation\u00a0: ${petName} avec ${vetName}`,
    description: ({ joinUrl }) =>
      [
        ...(joinUrl === null ? [] : [`Rejoindre l’appel\u00a0: ${joinUrl}`]),
        "Le lien s’ouvre quelques minutes avant le début. Avant de rejoindre\u00a0: une pièce calme, une caméra et un micro qui fonctionnent, et votre animal à proximité.",
      ].join("\n\n"),
    organizerName: "Vetline",
  },
  es: {
    summary: ({ vetName, petName }) => `Videoconsulta: ${petName} con ${vetName}`,
    description: ({ joinUrl }) =>
      [
        ...(joinUrl === null ? [] : [`Unirse a la llamada: ${joinUrl}`]),
        "El enlace se abre unos minutos antes del inicio. Antes de unirte: una habitación tranquila, cámara y micrófono que funcionen y tu mascota cerca.",
      ].join("\n\n"),
    organizerName: "Vetline",
  },
};
