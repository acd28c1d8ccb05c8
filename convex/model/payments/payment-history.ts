import { v, type Infer } from "convex/values";
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { paymentRecordKindValidator } from "../../tables/payments";

export const MAX_HISTORY_ENTRIES = 100;

export const paymentHistoryEntryValidator = v.object({
  _id: v.id("paymentRecords"),
  bookingId: v.id("bookings"),
  kind: paymentRecordKindValidator,
  amountMinor: v.number(),
  currency: v.string(),
  at: v.number(),
  vetName: v.union(v.string(), v.null()),
  bookingStartsAt: v.union(v.number(), v.null()),
});
export type PaymentHistoryEntry = Infer<typeof paymentHistoryEntryValidator>;

/** The owner's latest money movements, newest first. */
export async function paymentHistoryFor(ctx: QueryCtx, ownerId: Id<"users">): Promise<PaymentHistoryEntry[]> {
  const records = await ctx.db
    .query("paymentRecords")
    .withIndex("by_owner_and_at", (q) => q.eq("ownerId", ownerId))
    .order("desc")
    .take(MAX_HISTORY_ENTRIES);
  return Promise.all(
    records.map(async (record) => {
      const booking = await ctx.db.get(record.bookingId);
      const vet = booking === null ? null : await ctx.db.get(booking.vetId);
      return {
        _id: record._id,
        bookingId: record.bookingId,
        kind: record.kind,
        amountMinor: record.amountMinor,
        currency: record.currency,
        at: record.at,
        vetName: vet?.displayName ?? null,
        bookingStartsAt: booking?.startsAt ?? null,
      };
    }),
  );
}
