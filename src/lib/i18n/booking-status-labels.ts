import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export type BookingStatus = "requested" | "confirmed" | "in_call" | "completed" | "cancelled" | "no_show";

/** How a booking's status reads to both sides, everywhere it is shown. */
export const bookingStatusLabels: Record<BookingStatus, MessageDescriptor> = {
  requested: msg`Requested`,
  confirmed: msg`Confirmed`,
  in_call: msg`In the call`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
  no_show: msg`Missed`,
};
