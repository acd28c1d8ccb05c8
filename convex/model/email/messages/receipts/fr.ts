import { link } from "../../blocks";
import type { ReceiptEmailTemplates } from "../../catalog";
import { cardName } from "./card-name";

export const fr: ReceiptEmailTemplates = {
  paymentReceipt: (p, format) => {
    const amount = format.money(p.amountMinor, p.currency);
    return {
      subject: `Reçu\u00a0: ${amount} pour la consultation de ${p.petName} avec ${p.vetName}`,
      blocks: [
        `Nous avons débité ${amount} pour la consultation vidéo de ${p.petName} avec ${p.vetName} le ${format.dateTime(p.startsAt)}.`,
        ...(p.amountMinor < p.priceMinor
          ? [`C'est la part du prix complet (${format.money(p.priceMinor, p.currency)}) retenue après une annulation tardive ou une consultation manquée.`]
          : []),
        `Débité le\u00a0: ${format.dateTime(p.chargedAt)}`,
        `Carte\u00a0: ${p.card === null ? "une carte supprimée depuis" : cardName(p.card, "Carte")}`,
        `Numéro de reçu\u00a0: ${p.reference}`,
        ...link(p.links.payments, "Voir vos paiements"),
        ...link(p.links.booking, "Ouvrir la consultation"),
      ],
    };
  },
};
