import { link, offeredTimes } from "../blocks";
import type { EmailCatalog } from "../catalog";

export const es: EmailCatalog = {
  greeting: (name) => (name ? `Hola, ${name}:` : "Hola:"),
  signOff: "El equipo de Vetline",
  templates: {
    passwordResetCode: ({ code, validMinutes }) => ({
      subject: "Tu código para restablecer la contraseña de Vetline",
      blocks: [
        "Alguien ha pedido restablecer la contraseña de tu cuenta de Vetline. Introduce este código para elegir una contraseña nueva:",
        { highlight: code },
        `El código es válido durante ${validMinutes} minutos y solo funciona una vez. Si no lo has pedido, ignora este correo: tu contraseña no cambia.`,
      ],
    }),
    emailChanged: ({ newEmail }) => ({
      subject: "Se ha cambiado el correo electrónico de tu cuenta de Vetline",
      blocks: [
        `Tu cuenta de Vetline ahora inicia sesión con ${newEmail}. Esta dirección ya no recibirá correos sobre ella.`,
        "Si no has hecho este cambio, restablece tu contraseña de inmediato y ponte en contacto con nosotros.",
      ],
    }),
    bookingConfirmed: (p, format) => {
      const when = format.dateTime(p.startsAt);
      const price = format.money(p.priceMinor, p.currency);
      return p.audience === "owner"
        ? {
            subject: `Consulta confirmada: ${p.petName} con ${p.vetName}`,
            blocks: [
              `Tu videoconsulta para ${p.petName} con ${p.vetName} está confirmada para el ${when}.`,
              `Precio: ${price}. El importe queda reservado en tu tarjeta y solo se cobra cuando la consulta tiene lugar.`,
              p.startsNow
                ? "El veterinario te espera: únete ahora desde tus consultas."
                : p.refundTerms === "half"
                  ? "Únete desde tus consultas a partir de 10 minutos antes del inicio. Empieza en menos de 24 horas, así que si la cancelas se reembolsa la mitad del precio."
                  : "Únete desde tus consultas a partir de 10 minutos antes del inicio. Cancelar al menos 24 horas antes es gratis.",
              ...link(p.links.booking, "Abrir la consulta"),
            ],
          }
        : {
            subject: `Nueva reserva: ${p.petName} con ${p.ownerName}`,
            blocks: [
              `${p.ownerName} reservó una videoconsulta contigo para ${p.petName} el ${when}.`,
              `Precio: ${price}, que se cobra al dueño cuando la consulta tiene lugar.`,
              "El motivo y los datos de la mascota están en la página de la consulta.",
              ...link(p.links.booking, "Abrir la consulta"),
            ],
          };
    },
    bookingRescheduled: (p, format) => {
      const when = format.dateTime(p.startsAt);
      const before = format.dateTime(p.previousStartsAt);
      return p.audience === "owner"
        ? {
            subject: `Consulta cambiada: ${p.petName} con ${p.vetName}`,
            blocks: [
              p.movedBy === "owner"
                ? `Has cambiado la videoconsulta para ${p.petName} con ${p.vetName} del ${before} al ${when}.`
                : `Has aceptado la hora que propuso ${p.vetName}: la videoconsulta para ${p.petName} pasa del ${before} al ${when}.`,
              `El precio sigue siendo ${format.money(p.priceMinor, p.currency)}.`,
              ...{
                full: [],
                half: ["Ahora empieza en menos de 24 horas, así que si la cancelas se reembolsa la mitad del precio."],
                halfAfterLateMove: [
                  "Se cambió con menos de 24 horas de antelación respecto a su hora anterior, así que si la cancelas se sigue reembolsando la mitad del precio.",
                ],
              }[p.refundTerms],
              ...link(p.links.booking, "Abrir la consulta"),
            ],
          }
        : {
            subject: `Consulta cambiada: ${p.petName} con ${p.ownerName}`,
            blocks: [
              p.movedBy === "owner"
                ? `${p.ownerName} cambió la videoconsulta para ${p.petName} del ${before} al ${when}.`
                : `${p.ownerName} aceptó la hora que propusiste: la videoconsulta para ${p.petName} pasa del ${before} al ${when}.`,
              ...link(p.links.booking, "Abrir la consulta"),
            ],
          };
    },
    bookingCancelled: (p, format) => {
      const when = format.dateTime(p.startsAt);
      const price = format.money(p.priceMinor, p.currency);
      const refund = format.money(p.refundMinor, p.currency);
      const charged = format.money(p.priceMinor - p.refundMinor, p.currency);
      const reason = p.reason.trim() === "" ? [] : [`Motivo indicado: «${p.reason.trim()}»`];
      if (p.audience === "vet") {
        const ownerMoney =
          p.refundMinor >= p.priceMinor
            ? `Al dueño no se le cobra nada: se liberan los ${refund} reservados en su tarjeta.`
            : p.refundMinor > 0
              ? `Al dueño se le cobran ${charged} de ${price}; se liberan los otros ${refund} reservados en su tarjeta.`
              : `Al dueño se le cobran ${price}.`;
        return {
          subject: `Consulta cancelada: ${p.petName} con ${p.ownerName}`,
          blocks: [
            {
              owner: `${p.ownerName} canceló la videoconsulta para ${p.petName} del ${when}.`,
              vet: `Has cancelado la videoconsulta para ${p.petName} con ${p.ownerName} del ${when}.`,
              system: `La videoconsulta para ${p.petName} con ${p.ownerName} del ${when} se ha cancelado.`,
            }[p.cancelledBy],
            ...reason,
            p.cancelledBy === "vet"
              ? `A ${p.ownerName} no se le cobra nada: se liberan los ${refund} reservados en su tarjeta y se le han ofrecido tus otras horas libres.`
              : `${ownerMoney} La hora vuelve a estar libre.`,
          ],
        };
      }
      const refundSentence =
        p.refundMinor >= p.priceMinor
          ? `No se cobra nada en tu tarjeta: se liberan los ${refund} reservados en ella.`
          : p.refundMinor > 0
            ? p.refundTerms === "halfAfterLateMove"
              ? `Se cobran ${charged} de ${price}, ya que la consulta se cambió con menos de 24 horas de antelación respecto a su hora anterior y conservó el reembolso de la mitad; los otros ${refund} reservados en tu tarjeta se liberan y nunca se cobran.`
              : `Se cobran ${charged} de ${price}, ya que cancelar con menos de 24 horas de antelación cuesta la mitad; los otros ${refund} reservados en tu tarjeta se liberan y nunca se cobran.`
            : `No corresponde reembolso; se cobran ${price}.`;
      return {
        subject: `Consulta cancelada: ${p.petName} con ${p.vetName}`,
        blocks: [
          {
            owner: `Has cancelado la videoconsulta para ${p.petName} con ${p.vetName} del ${when}.`,
            vet: `${p.vetName} tuvo que cancelar la videoconsulta para ${p.petName} del ${when}.`,
            system: `La videoconsulta para ${p.petName} con ${p.vetName} del ${when} se ha cancelado.`,
          }[p.cancelledBy],
          ...reason,
          refundSentence,
          ...(p.cancelledBy === "vet" ? offeredTimes(`${p.vetName} tiene estas horas libres para ti:`, p.otherTimes, format) : []),
          ...link(p.links.bookAgain, `Reservar de nuevo con ${p.vetName}`),
        ],
      };
    },
    newTimeProposed: (p, format) => {
      const when = format.dateTime(p.startsAt);
      const proposed = format.dateTime(p.proposedStartsAt);
      const note = p.note.trim() === "" ? [] : [`Mensaje: «${p.note.trim()}»`];
      return p.audience === "owner"
        ? {
            subject: `Nueva hora propuesta: ${p.petName} con ${p.vetName}`,
            blocks: [
              `${p.vetName} te pide cambiar la videoconsulta para ${p.petName} del ${when} al ${proposed}.`,
              ...note,
              `Acepta o rechaza en la página de la consulta. Mientras no respondas, sigue el ${when}.`,
              ...link(p.links.booking, "Responder en la página de la consulta"),
            ],
          }
        : {
            subject: `Nueva hora propuesta: ${p.petName} con ${p.ownerName}`,
            blocks: [
              `Has propuesto cambiar la videoconsulta para ${p.petName} con ${p.ownerName} del ${when} al ${proposed}.`,
              `Te escribiremos cuando ${p.ownerName} responda; hasta entonces sigue el ${when}.`,
              ...link(p.links.booking, "Abrir la consulta"),
            ],
          };
    },
    consultationInterrupted: (p, format) => {
      const when = format.dateTime(p.startsAt);
      const price = format.money(p.priceMinor, p.currency);
      return p.audience === "owner"
        ? {
            subject: `Consulta interrumpida: ${p.petName} con ${p.vetName}`,
            blocks: [
              `La videoconsulta para ${p.petName} con ${p.vetName} el ${when} no se pudo realizar como estaba reservada: la conexión se perdió durante demasiado tiempo.`,
              `No pagas nada por ella: se liberan los ${price} reservados en tu tarjeta. Elige en la página de la consulta: una nueva consulta gratuita con ${p.vetName} o el reembolso completo.`,
              ...(p.heldSlot === null ? [] : [p.heldSlot.until >= p.heldSlot.startsAt ? `Te guardamos la hora del ${format.dateTime(p.heldSlot.startsAt)} con ${p.vetName}: nadie más puede reservarla.` : `Te guardamos la hora del ${format.dateTime(p.heldSlot.startsAt)} con ${p.vetName} hasta el ${format.dateTime(p.heldSlot.until)}: nadie más puede reservarla antes.`]),
              ...link(p.links.booking, "Elegir en la página de la consulta"),
            ],
          }
        : {
            subject: `Consulta interrumpida: ${p.petName} con ${p.ownerName}`,
            blocks: [
              `La videoconsulta para ${p.petName} con ${p.ownerName} el ${when} se interrumpió: la conexión se perdió durante demasiado tiempo. Queda registrada como interrumpida, no como ausencia.`,
              `A ${p.ownerName} se le ofrece una nueva consulta gratuita contigo o el reembolso completo.`,
              ...link(p.links.booking, "Abrir la consulta"),
            ],
          };
    },
    proposalDeclined: (p, format) => {
      const when = format.dateTime(p.startsAt);
      const proposed = format.dateTime(p.proposedStartsAt);
      return p.audience === "owner"
        ? {
            subject: `La consulta sigue como estaba: ${p.petName} con ${p.vetName}`,
            blocks: [
              `Has rechazado la hora que propuso ${p.vetName} (${proposed}). La videoconsulta para ${p.petName} sigue el ${when}.`,
              ...link(p.links.booking, "Abrir la consulta"),
            ],
          }
        : {
            subject: `Hora rechazada: ${p.petName} con ${p.ownerName}`,
            blocks: [
              `${p.ownerName} rechazó la hora que propusiste (${proposed}). La videoconsulta para ${p.petName} sigue el ${when}.`,
              "Si no puedes atenderla, cancélala desde la página de la consulta: al dueño no se le cobra nada.",
              ...link(p.links.booking, "Abrir la consulta"),
            ],
          };
    },
  },
};
