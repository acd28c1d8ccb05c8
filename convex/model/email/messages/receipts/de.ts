import { link } from "../../blocks";
import type { ReceiptEmailTemplates } from "../../catalog";
import { cardName } from "./card-name";

export const de: ReceiptEmailTemplates = {
  paymentReceipt: (p, format) => {
    const amount = format.money(p.amountMinor, p.currency);
    return {
      subject: `Beleg: ${amount} für die Sprechstunde von ${p.petName} bei ${p.vetName}`,
      blocks: [
        `Wir haben ${amount} für die Videosprechstunde für ${p.petName} bei ${p.vetName} am ${format.dateTime(p.startsAt)} abgebucht.`,
        ...(p.amountMinor < p.priceMinor
          ? [`Das ist der Anteil des vollen Preises (${format.money(p.priceMinor, p.currency)}), der nach einer späten Stornierung oder einem versäumten Termin einbehalten wird.`]
          : []),
        `Abgebucht am: ${format.dateTime(p.chargedAt)}`,
        `Karte: ${p.card === null ? "eine inzwischen entfernte Karte" : cardName(p.card, "Karte")}`,
        `Belegnummer: ${p.reference}`,
        ...link(p.links.payments, "Ihre Zahlungen ansehen"),
        ...link(p.links.booking, "Sprechstunde öffnen"),
      ],
    };
  },
};
