import { link, linkedOrPlain } from "../../blocks";
import type { OnDemandEmailTemplates } from "../../catalog";

export const de: OnDemandEmailTemplates = {
  onDemandTimedOut: ({ petName, askedAt, priceMinor, currency, nextTimes, askAgainLink }, format) => ({
    subject: `Keine Tierärztin und kein Tierarzt war rechtzeitig frei für ${petName}`,
    blocks: [
      `Das tut uns leid: Niemand Passendes konnte Ihre Anfrage für ${petName} vom ${format.dateTime(askedAt)} übernehmen.`,
      `Die auf Ihrer Karte reservierten ${format.money(priceMinor, currency)} wurden freigegeben; es wurde nichts abgebucht.`,
      ...(nextTimes.length === 0
        ? []
        : [
            "Diese Tierärzt:innen haben die nächsten freien Termine:",
            ...nextTimes.map((time) => linkedOrPlain(time.link, `${time.vetName}, ${format.dateTime(time.startsAt)}`)),
          ]),
      ...link(askAgainLink, "Erneut anfragen"),
    ],
  }),
};
