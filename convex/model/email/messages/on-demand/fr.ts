import { link, linkedOrPlain } from "../../blocks";
import type { OnDemandEmailTemplates } from "../../catalog";

export const fr: OnDemandEmailTemplates = {
  onDemandTimedOut: ({ petName, askedAt, priceMinor, currency, nextTimes, askAgainLink }, format) => ({
    subject: `Aucun vétérinaire n’a été libre à temps pour ${petName}`,
    blocks: [
      `Nous sommes désolés\u00a0: aucun vétérinaire correspondant n’a pu prendre ta demande pour ${petName} du ${format.dateTime(askedAt)}.`,
      `Les ${format.money(priceMinor, currency)} réservés sur ta carte ont été libérés\u202f; rien n’a été débité.`,
      ...(nextTimes.length === 0
        ? []
        : [
            "Ces vétérinaires ont les prochains créneaux libres\u00a0:",
            ...nextTimes.map((time) => linkedOrPlain(time.link, `${time.vetName}, ${format.dateTime(time.startsAt)}`)),
          ]),
      ...link(askAgainLink, "Demander à nouveau un vétérinaire"),
    ],
  }),
};
