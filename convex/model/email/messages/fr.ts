import { link, offeredTimes } from "../blocks";
import type { EmailCatalog } from "../catalog";

export const fr: EmailCatalog = {
  greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
  signOff: "L’équipe Vetline",
  templates: {
    passwordResetCode: ({ code, validMinutes }) => ({
      subject: "Votre code de réinitialisation du mot de passe Vetline",
      blocks: [
        "Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Vetline. Saisissez ce code pour choisir un nouveau mot de passe\u00a0:",
        { highlight: code },
        `Le code est valable ${validMinutes} minutes et ne fonctionne qu’une fois. Si vous ne l’avez pas demandé, ignorez cet e-mail\u00a0: votre mot de passe reste inchangé.`,
      ],
    }),
    emailChanged: ({ newEmail }) => ({
      subject: "L’adresse e-mail de votre compte Vetline a été modifiée",
      blocks: [
        `Votre compte Vetline se connecte désormais avec ${newEmail}. Cette adresse-ci ne recevra plus d’e-mails à son sujet.`,
        "Si vous n’êtes pas à l’origine de ce changement, réinitialisez votre mot de passe immédiatement et contactez-nous.",
      ],
    }),
    bookingConfirmed: (p, format) => {
      const when = format.dateTime(p.startsAt);
      const price = format.money(p.priceMinor, p.currency);
      return p.audience === "owner"
        ? {
            subject: `Consultation confirmée\u00a0: ${p.petName} avec ${p.vetName}`,
            blocks: [
              `Votre consultation vidéo pour ${p.petName} avec ${p.vetName} est confirmée pour le ${when}.`,
              `Prix\u00a0: ${price}. Le montant est réservé sur votre carte et n’est débité que lorsque la consultation a lieu.`,
              p.startsNow
                ? "Le vétérinaire vous attend\u00a0: rejoignez-la dès maintenant depuis vos consultations."
                : p.refundTerms === "half"
                  ? "Rejoignez-la depuis vos consultations jusqu’à 10 minutes avant le début. Elle commence dans moins de 24 heures\u00a0: en cas d’annulation, la moitié du prix est remboursée."
                  : "Rejoignez-la depuis vos consultations jusqu’à 10 minutes avant le début. L’annulation est gratuite jusqu’à 24 heures avant.",
              ...link(p.links.booking, "Ouvrir la consultation"),
            ],
          }
        : {
            subject: `Nouvelle réservation\u00a0: ${p.petName} avec ${p.ownerName}`,
            blocks: [
              `${p.ownerName} a réservé une consultation vidéo avec vous pour ${p.petName} le ${when}.`,
              `Prix\u00a0: ${price}, débité au propriétaire lorsque la consultation a lieu.`,
              "Le motif et les informations sur l’animal sont sur la page de la consultation.",
              ...link(p.links.booking, "Ouvrir la consultation"),
            ],
          };
    },
    bookingRescheduled: (p, format) => {
      const when = format.dateTime(p.startsAt);
      const before = format.dateTime(p.previousStartsAt);
      return p.audience === "owner"
        ? {
            subject: `Consultation déplacée\u00a0: ${p.petName} avec ${p.vetName}`,
            blocks: [
              p.movedBy === "owner"
                ? `Vous avez déplacé la consultation vidéo pour ${p.petName} avec ${p.vetName} du ${before} au ${when}.`
                : `Vous avez accepté l’horaire proposé par ${p.vetName}\u00a0: la consultation vidéo pour ${p.petName} est déplacée du ${before} au ${when}.`,
              `Le prix reste de ${format.money(p.priceMinor, p.currency)}.`,
              ...{
                full: [],
                half: ["Elle commence désormais dans moins de 24 heures\u00a0: en cas d’annulation, la moitié du prix est remboursée."],
                halfAfterLateMove: [
                  "Elle a été déplacée moins de 24 heures avant son horaire précédent\u00a0: en cas d’annulation, la moitié du prix reste remboursée.",
                ],
              }[p.refundTerms],
              ...link(p.links.booking, "Ouvrir la consultation"),
            ],
          }
        : {
            subject: `Consultation déplacée\u00a0: ${p.petName} avec ${p.ownerName}`,
            blocks: [
              p.movedBy === "owner"
                ? `${p.ownerName} a déplacé la consultation vidéo pour ${p.petName} du ${before} au ${when}.`
                : `${p.ownerName} a accepté l’horaire que vous avez proposé\u00a0: la consultation vidéo pour ${p.petName} est déplacée du ${before} au ${when}.`,
              ...link(p.links.booking, "Ouvrir la consultation"),
            ],
          };
    },
    bookingCancelled: (p, format) => {
      const when = format.dateTime(p.startsAt);
      const price = format.money(p.priceMinor, p.currency);
      const refund = format.money(p.refundMinor, p.currency);
      const charged = format.money(p.priceMinor - p.refundMinor, p.currency);
      const reason = p.reason.trim() === "" ? [] : [`Motif indiqué\u00a0: «\u202f${p.reason.trim()}\u202f»`];
      if (p.audience === "vet") {
        const ownerMoney =
          p.refundMinor >= p.priceMinor
            ? `Rien n’est débité au propriétaire\u00a0: les ${refund} réservés sur sa carte sont libérés.`
            : p.refundMinor > 0
              ? `Le propriétaire est débité de ${charged} sur ${price}\u202f; les ${refund} restants réservés sur sa carte sont libérés.`
              : `Le propriétaire est débité de ${price}.`;
        return {
          subject: `Consultation annulée\u00a0: ${p.petName} avec ${p.ownerName}`,
          blocks: [
            {
              owner: `${p.ownerName} a annulé la consultation vidéo pour ${p.petName} du ${when}.`,
              vet: `Vous avez annulé la consultation vidéo pour ${p.petName} avec ${p.ownerName} du ${when}.`,
              system: `La consultation vidéo pour ${p.petName} avec ${p.ownerName} du ${when} a été annulée.`,
            }[p.cancelledBy],
            ...reason,
            p.cancelledBy === "vet"
              ? `${p.ownerName} ne paie rien\u00a0: les ${refund} réservés sur sa carte sont libérés, et vos autres créneaux libres lui ont été proposés.`
              : `${ownerMoney} Le créneau est de nouveau libre.`,
          ],
        };
      }
      const refundSentence =
        p.refundMinor >= p.priceMinor
          ? `Rien n’est débité de votre carte\u00a0: les ${refund} réservés sont libérés.`
          : p.refundMinor > 0
            ? p.refundTerms === "halfAfterLateMove"
              ? `${charged} sur ${price} sont débités, car la consultation a été déplacée moins de 24 heures avant son horaire précédent et a gardé le remboursement de moitié\u202f; les ${refund} restants réservés sur votre carte sont libérés, jamais débités.`
              : `${charged} sur ${price} sont débités, car une annulation moins de 24 heures avant le début coûte la moitié\u202f; les ${refund} restants réservés sur votre carte sont libérés, jamais débités.`
            : `Aucun remboursement n’est dû\u202f; ${price} sont débités.`;
      return {
        subject: `Consultation annulée\u00a0: ${p.petName} avec ${p.vetName}`,
        blocks: [
          {
            owner: `Vous avez annulé la consultation vidéo pour ${p.petName} avec ${p.vetName} du ${when}.`,
            vet: `${p.vetName} a dû annuler la consultation vidéo pour ${p.petName} du ${when}.`,
            system: `La consultation vidéo pour ${p.petName} avec ${p.vetName} du ${when} a été annulée.`,
          }[p.cancelledBy],
          ...reason,
          refundSentence,
          ...(p.cancelledBy === "vet" ? offeredTimes(`${p.vetName} vous propose plutôt ces créneaux libres\u00a0:`, p.otherTimes, format) : []),
          ...link(p.links.bookAgain, `Réserver à nouveau avec ${p.vetName}`),
        ],
      };
    },
    newTimeProposed: (p, format) => {
      const when = format.dateTime(p.startsAt);
      const proposed = format.dateTime(p.proposedStartsAt);
      const note = p.note.trim() === "" ? [] : [`Message\u00a0: «\u202f${p.note.trim()}\u202f»`];
      return p.audience === "owner"
        ? {
            subject: `Nouvel horaire proposé\u00a0: ${p.petName} avec ${p.vetName}`,
            blocks: [
              `${p.vetName} demande à déplacer la consultation vidéo pour ${p.petName} du ${when} au ${proposed}.`,
              ...note,
              `Acceptez ou refusez sur la page de la consultation. En attendant votre réponse, elle reste le ${when}.`,
              ...link(p.links.booking, "Répondre sur la page de la consultation"),
            ],
          }
        : {
            subject: `Nouvel horaire proposé\u00a0: ${p.petName} avec ${p.ownerName}`,
            blocks: [
              `Vous avez proposé de déplacer la consultation vidéo pour ${p.petName} avec ${p.ownerName} du ${when} au ${proposed}.`,
              `Nous vous écrirons quand ${p.ownerName} aura répondu\u202f; d’ici là, elle reste le ${when}.`,
              ...link(p.links.booking, "Ouvrir la consultation"),
            ],
          };
    },
    consultationInterrupted: (p, format) => {
      const when = format.dateTime(p.startsAt);
      const price = format.money(p.priceMinor, p.currency);
      return p.audience === "owner"
        ? {
            subject: `Consultation interrompue\u00a0: ${p.petName} avec ${p.vetName}`,
            blocks: [
              `La consultation vidéo pour ${p.petName} avec ${p.vetName} le ${when} n’a pas pu avoir lieu comme prévu\u00a0: la connexion a été coupée trop longtemps.`,
              `Vous ne payez rien\u00a0: les ${price} réservés sur votre carte sont libérés. Choisissez sur la page de la consultation\u00a0: une nouvelle consultation gratuite avec ${p.vetName}, ou un remboursement complet.`,
              ...(p.heldSlot === null ? [] : [p.heldSlot.until >= p.heldSlot.startsAt ? `Nous vous réservons le créneau du ${format.dateTime(p.heldSlot.startsAt)} avec ${p.vetName}\u00a0: personne d’autre ne peut le réserver.` : `Nous vous réservons le créneau du ${format.dateTime(p.heldSlot.startsAt)} avec ${p.vetName} jusqu’au ${format.dateTime(p.heldSlot.until)}\u00a0: personne d’autre ne peut le réserver d’ici là.`]),
              ...link(p.links.booking, "Choisir sur la page de la consultation"),
            ],
          }
        : {
            subject: `Consultation interrompue\u00a0: ${p.petName} avec ${p.ownerName}`,
            blocks: [
              `La consultation vidéo pour ${p.petName} avec ${p.ownerName} le ${when} a été interrompue\u00a0: la connexion a été coupée trop longtemps. Elle est enregistrée comme interrompue, pas comme une absence.`,
              `${p.ownerName} se voit proposer une nouvelle consultation gratuite avec vous ou un remboursement complet.`,
              ...link(p.links.booking, "Ouvrir la consultation"),
            ],
          };
    },
    proposalDeclined: (p, format) => {
      const when = format.dateTime(p.startsAt);
      const proposed = format.dateTime(p.proposedStartsAt);
      return p.audience === "owner"
        ? {
            subject: `La consultation reste comme réservée\u00a0: ${p.petName} avec ${p.vetName}`,
            blocks: [
              `Vous avez refusé l’horaire proposé par ${p.vetName} (${proposed}). La consultation vidéo pour ${p.petName} reste le ${when}.`,
              ...link(p.links.booking, "Ouvrir la consultation"),
            ],
          }
        : {
            subject: `Horaire refusé\u00a0: ${p.petName} avec ${p.ownerName}`,
            blocks: [
              `${p.ownerName} a refusé l’horaire que vous avez proposé (${proposed}). La consultation vidéo pour ${p.petName} reste le ${when}.`,
              "Si vous ne pouvez pas l’assurer, annulez-la depuis la page de la consultation\u00a0: rien n’est débité au propriétaire.",
              ...link(p.links.booking, "Ouvrir la consultation"),
            ],
          };
    },
  },
};
