import { v, type Infer } from "convex/values";
import type { Doc } from "../../_generated/dataModel";

/**
 * For lists: the consultation ended interrupted (connection policy, not charged) and what the owner chose since,
 * null while they have not chosen; the whole field is null for every other booking.
 */
export const interruptionSummaryValidator = v.union(
  v.null(),
  v.object({ choice: v.union(v.literal("refund"), v.literal("rebook"), v.null()) }),
);
export type InterruptionSummary = Infer<typeof interruptionSummaryValidator>;

export function interruptionSummaryOf(booking: Doc<"bookings">): InterruptionSummary {
  return booking.interrupted === true ? { choice: booking.interruptionChoice ?? null } : null;
}
