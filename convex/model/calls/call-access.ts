import { ConvexError, v, type Infer } from "convex/values";
import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { bookingForViewer } from "../bookings/access";
import type { Participant } from "../bookings/types";
import { joinWindowOf } from "../../shared/calls/join-window";
import { presenceRowOf, presenceStateOf } from "./presence";

const presenceValidator = v.union(
  v.literal("absent"),
  v.literal("preparing"),
  v.literal("joined"),
  v.literal("left"),
  v.literal("away"),
);

export const callAccessValidator = v.object({
  bookingId: v.id("bookings"),
  vetId: v.id("vetProfiles"),
  role: v.union(v.literal("owner"), v.literal("vet")),
  petName: v.string(),
  otherPartyName: v.string(),
  startsAt: v.number(),
  endsAt: v.number(),
  window: v.object({
    opensAt: v.number(),
    closesAt: v.number(),
    status: v.union(v.literal("early"), v.literal("open"), v.literal("closed")),
  }),
  ended: v.boolean(),
  /** The vet ended it (not the clock at the window's close, not a no-show): someone who had left is told so. */
  endedByVet: v.boolean(),
  /** It ended interrupted (connection policy): not charged; the owner chooses a free new one or a refund. */
  interrupted: v.boolean(),
  me: v.object({ presence: presenceValidator, peerId: v.union(v.string(), v.null()) }),
  /** The other side's peer id only once that peer is registered on the signaling server (callable). */
  other: v.object({
    presence: presenceValidator,
    peerId: v.union(v.string(), v.null()),
    peerReadyAt: v.union(v.number(), v.null()),
  }),
});

export type CallAccess = Infer<typeof callAccessValidator>;

const otherSide = (participant: Participant): Participant => (participant === "owner" ? "vet" : "owner");

/** The consultation is over for the call: closed by the vet (or the window job), or nobody came. */
export function callIsOver(booking: Doc<"bookings">): boolean {
  return booking.status === "completed" || booking.status === "no_show";
}

/** Whether the vet's End closed this consultation: the actor of its `call_ended` event (the newest few events). */
async function endedByVet(ctx: QueryCtx, booking: Doc<"bookings">): Promise<boolean> {
  if (booking.status !== "completed") return false;
  const newest = await ctx.db
    .query("bookingEvents")
    .withIndex("by_booking_and_seq", (q) => q.eq("bookingId", booking._id))
    .order("desc")
    .take(20);
  return newest.find((event) => event.type === "call_ended")?.actor.kind === "vet";
}

/** The booking behind a meeting id, for one of its two participants, unless it was cancelled. */
export async function callBookingForViewer(ctx: QueryCtx, viewer: Doc<"users">, meetingId: string) {
  const found = await bookingForViewer(ctx, viewer, meetingId);
  if (found.booking.status === "cancelled") throw new ConvexError({ code: "CALL_CANCELLED" });
  return found;
}

function otherPeerOf(row: Doc<"callPresence"> | null, callable: boolean): Omit<CallAccess["other"], "presence"> {
  if (!callable || row?.peerId == null || row.peerReadyAt === undefined) return { peerId: null, peerReadyAt: null };
  return { peerId: row.peerId, peerReadyAt: row.peerReadyAt };
}

/**
 * What one participant may know about the call. Freshness: both sides beat every 10 s, and each
 * beat rewrites a row this query reads, so `now`-based fields (window, away) are never older than that.
 */
export async function callAccessFor(
  ctx: QueryCtx,
  viewer: Doc<"users">,
  meetingId: string,
  now: number,
): Promise<CallAccess> {
  const { booking, participant } = await callBookingForViewer(ctx, viewer, meetingId);
  const [pet, vet, owner, myRow, otherRow, byVet] = await Promise.all([
    ctx.db.get(booking.petId),
    ctx.db.get(booking.vetId),
    ctx.db.get(booking.ownerId),
    presenceRowOf(ctx, booking._id, participant),
    presenceRowOf(ctx, booking._id, otherSide(participant)),
    endedByVet(ctx, booking),
  ]);
  const window = joinWindowOf(booking, now);
  const ended = callIsOver(booking);
  const reachable = window.status === "open" && !ended;
  const me = presenceStateOf(myRow, now);
  const other = presenceStateOf(otherRow, now);
  return {
    bookingId: booking._id,
    vetId: booking.vetId,
    role: participant,
    petName: pet?.name ?? "",
    otherPartyName: participant === "owner" ? (vet?.displayName ?? "") : (owner?.name ?? ""),
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    window,
    ended,
    endedByVet: byVet,
    interrupted: booking.interrupted === true,
    me: { presence: me, peerId: me === "joined" ? (myRow?.peerId ?? null) : null },
    other: { presence: other, ...otherPeerOf(otherRow, reachable && other === "joined") },
  };
}
