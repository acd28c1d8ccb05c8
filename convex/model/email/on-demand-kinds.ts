import type { OfferedTime } from "./kinds";

/** Email kinds "See a vet now" sends. */
export type OnDemandEmailKind = "onDemandTimedOut";

/** Nobody accepted the owner's request in time: said by email too, since the owner may have closed the page. */
export type OnDemandTimedOutParams = {
  petName: string;
  /** When the owner asked. */
  askedAt: number;
  priceMinor: number;
  currency: string;
  /** The soonest bookable times with vets who match, each a link to book it when the app's address is known. */
  nextTimes: Array<OfferedTime & { vetName: string }>;
  /** "See a vet now" again; null when the app's address is not configured (SITE_URL). */
  askAgainLink: string | null;
};
