import { pageQuery, textIn } from "@/lib/data/page-query";
import { api } from "../../../../convex/_generated/api";

/** One consultation for its owner or vet: names, pet, reason, answers and notes are personal. */
export const bookingDetailQuery = (bookingId: string) =>
  pageQuery(api.bookings.bookingDetail, { bookingId }, (detail) => [
    detail.owner?.name,
    detail.pet?.name,
    detail.booking.reason,
    detail.cancellation?.reason,
    ...detail.booking.intakeAnswers.map((item) => item.answer),
    ...(detail.pet && "notes" in detail.pet
      ? [detail.pet.breed, detail.pet.notes, ...textIn(detail.pet.allergies, detail.pet.medications)]
      : []),
    ...textIn(detail.summary, detail.draft),
  ]);

export const myBookingsQuery = () =>
  pageQuery(api.bookings.myBookings, {}, (lists) =>
    [...lists.upcoming, ...lists.past].flatMap((item) => [item.pet?.name, item.reason]),
  );
