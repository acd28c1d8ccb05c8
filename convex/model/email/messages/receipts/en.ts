import { link } from "../../blocks";
import type { ReceiptEmailTemplates } from "../../catalog";
import { cardName } from "./card-name";

export const en: ReceiptEmailTemplates = {
  paymentReceipt: (p, format) => {
    const amount = format.money(p.amountMinor, p.currency);
    return {
      subject: `Receipt: ${amount} for ${p.petName}'s consultation with ${p.vetName}`,
      blocks: [
        `We charged ${amount} for the video consultation for ${p.petName} with ${p.vetName} on ${format.dateTime(p.startsAt)}.`,
        ...(p.amountMinor < p.priceMinor
          ? [`That is the share of the full price (${format.money(p.priceMinor, p.currency)}) kept after a late cancellation or a missed consultation.`]
          : []),
        `Charged on: ${format.dateTime(p.chargedAt)}`,
        `Card: ${p.card === null ? "a card since removed" : cardName(p.card, "Card")}`,
        `Receipt number: ${p.reference}`,
        ...link(p.links.payments, "See your payments"),
        ...link(p.links.booking, "Open the consultation"),
      ],
    };
  },
};
