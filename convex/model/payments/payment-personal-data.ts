import type { Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import type { PersonalDataSection } from "../accounts/personal-data";

const MAX_CARDS = 100;
const MAX_RECORDS = 2_000;

async function cardsOf(ctx: QueryCtx, ownerId: Id<"users">) {
  // The index starts with the owner: saved and removed cards alike.
  return await ctx.db
    .query("paymentMethods")
    .withIndex("by_owner_and_removed", (q) => q.eq("ownerId", ownerId))
    .take(MAX_CARDS);
}

/**
 * Saved cards (brand, last four, expiry: all we ever keep) and the money movements. Deleting the account
 * removes the cards; the movements stay as the booking ledger (amounts, dates, provider references: no
 * name, email or card data), so the vet's accounts and the per-booking sums still add up.
 */
export const paymentPersonalData: PersonalDataSection = {
  key: "payments",
  exportData: async (ctx, user) => {
    const cards = await cardsOf(ctx, user._id);
    const records = await ctx.db
      .query("paymentRecords")
      .withIndex("by_owner_and_at", (q) => q.eq("ownerId", user._id))
      .take(MAX_RECORDS);
    return {
      cards: cards.map((card) => ({
        brand: card.brand,
        last4: card.last4,
        expMonth: card.expMonth,
        expYear: card.expYear,
        isDefault: card.isDefault,
        addedAt: new Date(card.createdAt).toISOString(),
        removedAt: card.removedAt === undefined ? null : new Date(card.removedAt).toISOString(),
      })),
      movements: records.map((record) => ({
        kind: record.kind,
        amountMinor: record.amountMinor,
        currency: record.currency,
        at: new Date(record.at).toISOString(),
      })),
    };
  },
  erase: async (ctx: MutationCtx, { user }) => {
    for (const card of await cardsOf(ctx, user._id)) await ctx.db.delete(card._id);
  },
};
