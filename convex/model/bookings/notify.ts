import type { MutationCtx } from "../../_generated/server";
import type { BookingEmailParams } from "../email/kinds";
import { sendEmailToUser } from "../email/send";
import type { BookingEvent, BookingState } from "./types";

/** Emails both sides about the changes a command made, each in their own locale and time zone. */
export async function notifyBookingChanges(
  ctx: MutationCtx,
  state: BookingState,
  events: readonly BookingEvent[],
): Promise<void> {
  for (const event of events) {
    const content = await emailFor(ctx, state, event);
    if (content === null) continue;
    await sendEmailToUser(ctx, state.ownerId, content);
    await sendEmailToUser(ctx, state.vetUserId, content);
  }
}

async function emailFor(ctx: MutationCtx, state: BookingState, event: BookingEvent) {
  const bookingParams = async (startsAt: number): Promise<BookingEmailParams> => {
    const [vet, pet] = await Promise.all([ctx.db.get(state.vetId), ctx.db.get(state.petId)]);
    return {
      vetName: vet?.displayName ?? "",
      petName: pet?.name ?? "",
      startsAt,
    };
  };
  switch (event.type) {
    case "booking_confirmed":
      return {
        kind: "bookingConfirmed" as const,
        params: await bookingParams(state.startsAt),
      };
    case "booking_rescheduled":
      return {
        kind: "bookingRescheduled" as const,
        params: {
          ...(await bookingParams(event.data.startsAt)),
          previousStartsAt: event.data.fromStartsAt,
        },
      };
    case "booking_cancelled":
      return {
        kind: "bookingCancelled" as const,
        params: {
          ...(await bookingParams(state.startsAt)),
          cancelledBy: event.data.by,
        },
      };
    default:
      return null;
  }
}
