import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { calendarInviteFor } from "../calendar/invite-attachment";
import type { BookingEmailParams } from "../email/kinds";
import { sendEmailToUser } from "../email/send";
import type { BookingEvent, BookingState } from "./types";

/** Emails both sides about the changes a command made, each in their own locale and time zone. */
export async function notifyBookingChanges(
  ctx: MutationCtx,
  bookingId: Id<"bookings">,
  state: BookingState,
  events: readonly BookingEvent[],
): Promise<void> {
  for (const event of events) {
    const content = await emailFor(ctx, state, event);
    if (content === null) continue;
    const invite = calendarInviteFor(ctx, bookingId, event);
    await sendEmailToUser(ctx, state.ownerId, content, invite);
    await sendEmailToUser(ctx, state.vetUserId, content, invite);
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
