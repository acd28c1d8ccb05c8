import { vi } from "vitest";
import { api } from "../../_generated/api";
import { MINUTE, SLOT, bookAsOwner, type BookingWorld } from "./booking-world.testing";

/**
 * A consultation at `startsAt` (SLOT unless told) that the connection cut short, through the call functions as the
 * browsers use them: both join and connect, the owner's network drops after a minute (the vet's side reports it),
 * the vet ends the call three minutes in. Leaves the clock at the end of the call; settlement jobs still pending.
 */
export async function interruptedConsultation(world: BookingWorld, { startsAt = SLOT } = {}) {
  const { bookingId } = await bookAsOwner(world, { startsAt });
  const meetingId = bookingId as string;
  vi.setSystemTime(startsAt);
  await world.asOwner.mutation(api.calls.join, { meetingId });
  await world.asVet.mutation(api.calls.join, { meetingId });
  await world.asOwner.mutation(api.calls.reportConnection, { meetingId, connected: true });
  await world.asVet.mutation(api.calls.reportConnection, { meetingId, connected: true });
  vi.setSystemTime(startsAt + MINUTE);
  await world.asVet.mutation(api.calls.reportConnection, { meetingId, connected: false });
  vi.setSystemTime(startsAt + 3 * MINUTE);
  await world.asVet.mutation(api.calls.endConsultation, { meetingId });
  return { bookingId };
}
