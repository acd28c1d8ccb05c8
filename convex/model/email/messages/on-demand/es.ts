import { link, linkedOrPlain } from "../../blocks";
import type { OnDemandEmailTemplates } from "../../catalog";

export const es: OnDemandEmailTemplates = {
  onDemandTimedOut: ({ petName, askedAt, priceMinor, currency, nextTimes, askAgainLink }, format) => ({
    subject: `Ningún veterinario estuvo libre a tiempo para ${petName}`,
    blocks: [
      `Lo sentimos: ningún veterinario que encaje pudo aceptar tu solicitud para ${petName} del ${format.dateTime(askedAt)}.`,
      `Los ${format.money(priceMinor, currency)} reservados en tu tarjeta se han liberado; no se ha cobrado nada.`,
      ...(nextTimes.length === 0
        ? []
        : [
            "Estos veterinarios tienen las próximas horas libres:",
            ...nextTimes.map((time) => linkedOrPlain(time.link, `${time.vetName}, ${format.dateTime(time.startsAt)}`)),
          ]),
      ...link(askAgainLink, "Volver a pedir un veterinario"),
    ],
  }),
};
