import { ConvexError } from "convex/values";
import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import type { BookingActor, Participant } from "./types";

const notFound = () => new ConvexError({ code: "NOT_FOUND" });

/**
 * The booking behind an id from a URL, if the viewer takes part in it as `as` (or either side).
 * Malformed, missing and foreign ids are indistinguishable: all are NOT_FOUND.
 */
export async function bookingForViewer(
  ctx: QueryCtx,
  viewer: Doc<"users">,
  rawBookingId: string,
  as?: Participant,
): Promise<{ booking: Doc<"bookings">; participant: Participant }> {
  const bookingId = ctx.db.normalizeId("bookings", rawBookingId);
  const booking = bookingId === null ? null : await ctx.db.get(bookingId);
  if (booking === null) throw notFound();
  const participant = participantOf(booking, viewer);
  if (participant === null || (as !== undefined && participant !== as)) throw notFound();
  return { booking, participant };
}

function participantOf(booking: Doc<"bookings">, viewer: Doc<"users">): Participant | null {
  if (viewer.role === "owner" && booking.ownerId === viewer._id) return "owner";
  if (viewer.role === "vet" && booking.vetUserId === viewer._id) return "vet";
  return null;
}

export function actorFor(viewer: Doc<"users">, participant: Participant): BookingActor {
  return participant === "owner" ? { kind: "owner", userId: viewer._id } : { kind: "vet", userId: viewer._id };
}
