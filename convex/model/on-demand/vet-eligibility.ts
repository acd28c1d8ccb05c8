import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { ACTIVE_BOOKING_STATUSES } from "../bookings/types";
import {
  ON_DEMAND_CONSULTATION_MINUTES,
  ON_DEMAND_HEARTBEAT_TIMEOUT_MS,
  ON_DEMAND_MARGIN_BEFORE_BOOKING_MS,
} from "../../shared/policy";
import { missingProfileParts } from "../vets/publication";
import type { AvailableVet } from "./matching";

const LONGEST_RUNNING_CALL_MS = 3 * 60 * 60 * 1000;
const AVAILABLE_VETS_READ = 500;

/**
 * The vet's consultation that rules out on-demand work now: one going on (or still in its call), or one starting
 * within an on-demand consultation's length plus the margin. Null when the vet is free.
 */
export async function blockingConsultation(
  ctx: QueryCtx,
  vetId: Id<"vetProfiles">,
  now: number,
): Promise<Doc<"bookings"> | null> {
  const horizon = now + ON_DEMAND_CONSULTATION_MINUTES * 60_000 + ON_DEMAND_MARGIN_BEFORE_BOOKING_MS;
  const nearby = await ctx.db
    .query("bookings")
    .withIndex("by_vet_and_start", (q) =>
      q.eq("vetId", vetId).gte("startsAt", now - LONGEST_RUNNING_CALL_MS).lt("startsAt", horizon),
    )
    .take(50);
  return (
    nearby.find(
      (booking) => ACTIVE_BOOKING_STATUSES.has(booking.status) && (booking.endsAt > now || booking.status === "in_call"),
    ) ?? null
  );
}

/** Only vets whose profile is complete and published may go available. */
export function canTakeOnDemandWork(vet: Doc<"vetProfiles">): boolean {
  return vet.published && missingProfileParts(vet).length === 0;
}

export function heartbeatIsFresh(availability: Doc<"vetAvailability">, now: number): boolean {
  return now - availability.lastHeartbeatAt <= ON_DEMAND_HEARTBEAT_TIMEOUT_MS;
}

/** Vets who could take a request this moment: switched on, heard from recently, with no consultation in the way. */
export async function vetsReadyForWork(ctx: QueryCtx, now: number): Promise<Array<AvailableVet & { vetId: Id<"vetProfiles"> }>> {
  const rows = await ctx.db
    .query("vetAvailability")
    .withIndex("by_status_and_idle_since", (q) => q.eq("status", "available"))
    .take(AVAILABLE_VETS_READ);
  const ready = await Promise.all(
    rows.map(async (row) =>
      heartbeatIsFresh(row, now) && (await blockingConsultation(ctx, row.vetId, now)) === null ? row : null,
    ),
  );
  return ready.flatMap((row) =>
    row === null
      ? []
      : [{ vetUserId: row.vetUserId, vetId: row.vetId, species: row.species, languages: row.languages, idleSince: row.idleSince }],
  );
}
