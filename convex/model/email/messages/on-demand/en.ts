import { link, linkedOrPlain } from "../../blocks";
import type { OnDemandEmailTemplates } from "../../catalog";

export const en: OnDemandEmailTemplates = {
  onDemandTimedOut: ({ petName, askedAt, priceMinor, currency, nextTimes, askAgainLink }, format) => ({
    subject: `No vet was free in time for ${petName}`,
    blocks: [
      `We are sorry: no vet who matches could take your request for ${petName} from ${format.dateTime(askedAt)}.`,
      `The ${format.money(priceMinor, currency)} reserved on your card have been released; nothing was charged.`,
      ...(nextTimes.length === 0
        ? []
        : [
            "These vets have the next free times:",
            ...nextTimes.map((time) => linkedOrPlain(time.link, `${time.vetName}, ${format.dateTime(time.startsAt)}`)),
          ]),
      ...link(askAgainLink, "Ask for a vet again"),
    ],
  }),
};
