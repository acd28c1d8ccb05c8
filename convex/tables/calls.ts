import { defineTable } from "convex/server";
import { v } from "convex/values";
import { roleValidator } from "./accounts";

export const presenceStateValidator = v.union(v.literal("preparing"), v.literal("joined"), v.literal("left"));

/**
 * Who is in a consultation's prepare room or call, one row per participant. The peer id is drawn
 * fresh on every join, so it cannot be derived from the meeting id and a stale one is never reused.
 */
export const callTables = {
  callPresence: defineTable({
    bookingId: v.id("bookings"),
    userId: v.id("users"),
    role: roleValidator,
    state: presenceStateValidator,
    peerId: v.union(v.string(), v.null()),
    /** When the peer with `peerId` last registered on the signaling server (it can be called from then on). */
    peerReadyAt: v.optional(v.number()),
    lastSeenAt: v.number(),
  })
    .index("by_booking_and_role", ["bookingId", "role"]),
};
