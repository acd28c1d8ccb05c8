import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";

export const MAX_HISTORY_ENTRIES = 100;

export interface PaymentHistoryEntry {
  _id: Id<"paymentRecords">;
  bookingId: Id<"bookings">;
  kind: Doc<"paymentRecords">["kind"];
  amountMinor: number;
  currency: string;
  at: number;
  vetName: string | null;
  bookingStartsAt: number | null;
}

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
