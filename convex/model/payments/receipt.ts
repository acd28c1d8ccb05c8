import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { appLink } from "../app-link";
import { sendEmailToUser } from "../email/send";
import type { BookingEvent, BookingState } from "../bookings/types";

/**
 * Emails the owner a receipt for each charge the events record. The decider records a capture once per processor
 * reference (a settlement retried reports it again and appends nothing), so each charge brings one receipt.
 */
export async function sendReceiptsForCharges(
  ctx: MutationCtx,
  bookingId: Id<"bookings">,
  state: BookingState,
  events: readonly BookingEvent[],
): Promise<void> {
  const charges = events.flatMap((event) => (event.type === "payment_captured" ? [event.data] : []));
  if (charges.length === 0) return;
  const [owner, vet, pet, card] = await Promise.all([
    ctx.db.get(state.ownerId),
    ctx.db.get(state.vetId),
    ctx.db.get(state.petId),
    ctx.db.get(state.paymentMethodId),
  ]);
  const locale = owner?.locale ?? "en";
  const chargedAt = Date.now();
  for (const charge of charges) {
    await sendEmailToUser(ctx, state.ownerId, {
      kind: "paymentReceipt",
      params: {
        vetName: vet?.displayName ?? "",
        petName: pet?.name ?? "",
        startsAt: state.startsAt,
        amountMinor: charge.amountMinor,
        priceMinor: state.priceMinor,
        currency: state.currency,
        chargedAt,
        reference: charge.reference,
        card: card === null ? null : { brand: card.brand === "unknown" ? null : card.brand, last4: card.last4 },
        links: {
          payments: appLink(locale, "/manage/payment"),
          booking: appLink(locale, `/bookings/${bookingId}/summary`),
        },
      },
    });
  }
}
