import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import type { Participant } from "../bookings/types";

/** Clients beat every 10 s; three missed beats and a participant shows as away. */
export const PRESENCE_STALE_AFTER_MS = 30_000;

export type StoredPresenceState = Doc<"callPresence">["state"];
export type PresenceState = StoredPresenceState | "absent" | "away";

export function presenceRowOf(
  ctx: QueryCtx,
  bookingId: Id<"bookings">,
  participant: Participant,
): Promise<Doc<"callPresence"> | null> {
  return ctx.db
    .query("callPresence")
    .withIndex("by_booking_and_role", (q) => q.eq("bookingId", bookingId).eq("role", participant))
    .unique();
}

export function presenceStateOf(row: Doc<"callPresence"> | null, now: number): PresenceState {
  if (row === null) return "absent";
  if (row.state !== "left" && now - row.lastSeenAt > PRESENCE_STALE_AFTER_MS) return "away";
  return row.state;
}

export async function setPresence(
  ctx: MutationCtx,
  presence: {
    bookingId: Id<"bookings">;
    userId: Id<"users">;
    role: Participant;
    state: StoredPresenceState;
    peerId: string | null;
  },
  now: number,
): Promise<void> {
  const existing = await presenceRowOf(ctx, presence.bookingId, presence.role);
  if (existing === null) {
    await ctx.db.insert("callPresence", { ...presence, lastSeenAt: now });
  } else {
    // A new peer id is not registered on the signaling server yet: nobody may call it before it says so.
    await ctx.db.patch(existing._id, {
      state: presence.state,
      peerId: presence.peerId,
      peerReadyAt: undefined,
      lastSeenAt: now,
    });
  }
}
