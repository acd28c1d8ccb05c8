import { link } from "../../blocks";
import type { ReceiptEmailTemplates } from "../../catalog";
import { cardName } from "./card-name";

export const es: ReceiptEmailTemplates = {
  paymentReceipt: (p, format) => {
    const amount = format.money(p.amountMinor, p.currency);
    return {
      subject: `Recibo: ${amount} por la consulta de ${p.petName} con ${p.vetName}`,
      blocks: [
        `Hemos cobrado ${amount} por la videoconsulta de ${p.petName} con ${p.vetName} del ${format.dateTime(p.startsAt)}.`,
        ...(p.amountMinor < p.priceMinor
          ? [`Es la parte del precio completo (${format.money(p.priceMinor, p.currency)}) que se retiene tras una cancelación tardía o una consulta a la que no se asistió.`]
          : []),
        `Cobrado el: ${format.dateTime(p.chargedAt)}`,
        `Tarjeta: ${p.card === null ? "una tarjeta que ya eliminaste" : cardName(p.card, "Tarjeta")}`,
        `Número de recibo: ${p.reference}`,
        ...link(p.links.payments, "Ver tus pagos"),
        ...link(p.links.booking, "Abrir la consulta"),
      ],
    };
  },
};
