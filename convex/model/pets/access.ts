import { ConvexError } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { HOUR_MS } from "../../shared/time";

export type PetRelation = "owner" | "vet";

const notFound = () => new ConvexError({ code: "NOT_FOUND" });

/** A malformed id, a missing pet and someone else's pet look the same to the caller. */
export async function requireOwnPet(ctx: QueryCtx, viewer: Doc<"users">, rawPetId: string): Promise<Doc<"pets">> {
  const petId = ctx.db.normalizeId("pets", rawPetId);
  const pet = petId === null ? null : await ctx.db.get(petId);
  if (pet === null || pet.ownerId !== viewer._id) throw notFound();
  return pet;
}

/** The owner always; a vet only through one of their own (not cancelled) bookings with this pet, read-only. */
export async function requireReadablePet(
  ctx: QueryCtx,
  viewer: Doc<"users">,
  rawPetId: string,
): Promise<{ pet: Doc<"pets">; relation: PetRelation }> {
  const petId = ctx.db.normalizeId("pets", rawPetId);
  const pet = petId === null ? null : await ctx.db.get(petId);
  if (pet === null) throw notFound();
  if (pet.ownerId === viewer._id) return { pet, relation: "owner" };
  if (viewer.role === "vet" && (await vetHasBookingWithPet(ctx, viewer._id, pet._id))) {
    return { pet, relation: "vet" };
  }
  throw notFound();
}

async function vetHasBookingWithPet(ctx: QueryCtx, vetUserId: Id<"users">, petId: Id<"pets">): Promise<boolean> {
  const bookings = ctx.db.query("bookings").withIndex("by_pet_and_start", (q) => q.eq("petId", petId));
  for await (const booking of bookings) {
    if (booking.vetUserId === vetUserId && booking.status !== "cancelled") return true;
  }
  return false;
}

/** The latest consultation end a booking can have, so a range on start time finds every booking still to come. */
const LONGEST_CONSULTATION_MS = 2 * HOUR_MS;

export async function hasUpcomingActiveBooking(ctx: QueryCtx, petId: Id<"pets">, now: number): Promise<boolean> {
  const bookings = ctx.db
    .query("bookings")
    .withIndex("by_pet_and_start", (q) => q.eq("petId", petId).gt("startsAt", now - LONGEST_CONSULTATION_MS));
  for await (const booking of bookings) {
    const active = booking.status === "confirmed" || booking.status === "in_call";
    if (active && booking.endsAt > now) return true;
  }
  return false;
}
