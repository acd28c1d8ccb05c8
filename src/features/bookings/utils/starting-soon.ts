import { HOUR_MS, MINUTE_MS } from "@shared/time";

/** How long before its start a consultation counts as "starting soon" for the banner. */
export const STARTING_SOON_MS = 15 * MINUTE_MS;

export type UpcomingConsultation = { bookingId: string; startsAt: number; endsAt: number; joined: boolean };

/** The consultation the banner is about: the earliest one within 15 minutes of its start or running, not yet joined. */
export function startingSoon(consultations: readonly UpcomingConsultation[], now: number): UpcomingConsultation | null {
  const candidates = consultations.filter(
    (consultation) => !consultation.joined && consultation.startsAt - STARTING_SOON_MS <= now && now < consultation.endsAt,
  );
  return candidates.sort((a, b) => a.startsAt - b.startsAt)[0] ?? null;
}

/** The start of the feed's window: the previous whole hour, so the subscription changes once an hour. */
export function upcomingWindowStart(now: number): number {
  return Math.floor(now / HOUR_MS) * HOUR_MS - HOUR_MS;
}
