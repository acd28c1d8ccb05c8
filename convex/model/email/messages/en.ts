import { link, offeredTimes } from "../blocks";
import type { EmailCatalog } from "../catalog";

export const en: EmailCatalog = {
  greeting: (name) => (name ? `Hello ${name},` : "Hello,"),
  signOff: "The Vetline team",
  templates: {
    passwordResetCode: ({ code, validMinutes }) => ({
      subject: "Your Vetline password reset code",
      blocks: [
        "Someone asked to reset the password of your Vetline account. Enter this code to choose a new password:",
        { highlight: code },
        `The code is valid for ${validMinutes} minutes and works once. If you did not ask for it, ignore this email: your password stays unchanged.`,
      ],
    }),
    emailChanged: ({ newEmail }) => ({
      subject: "The email address of your Vetline account was changed",
      blocks: [
        `Your Vetline account now signs in with ${newEmail}. This address will no longer receive emails about it.`,
        "If you did not make this change, reset your password right away and contact us.",
      ],
    }),
    bookingConfirmed: (p, format) => {
      const when = format.dateTime(p.startsAt);
      const price = format.money(p.priceMinor, p.currency);
      return p.audience === "owner"
        ? {
            subject: `Consultation confirmed: ${p.petName} with ${p.vetName}`,
            blocks: [
              `Your video consultation for ${p.petName} with ${p.vetName} is confirmed for ${when}.`,
              `Price: ${price}. It is reserved on your card now and charged only when the consultation takes place.`,
              p.startsNow
                ? "The vet is waiting for you: join now from your consultations."
                : p.refundTerms === "half"
                  ? "Join it from your consultations up to 10 minutes before it starts. It starts within 24 hours, so cancelling it refunds half of the price."
                  : "Join it from your consultations up to 10 minutes before it starts. Cancelling at least 24 hours before the start is free.",
              ...link(p.links.booking, "Open the consultation"),
            ],
          }
        : {
            subject: `New booking: ${p.petName} with ${p.ownerName}`,
            blocks: [
              `${p.ownerName} booked a video consultation with you for ${p.petName} on ${when}.`,
              `Price: ${price}, charged to the owner when the consultation takes place.`,
              "The owner's reason and the pet's details are on the consultation page.",
              ...link(p.links.booking, "Open the consultation"),
            ],
          };
    },
    bookingRescheduled: (p, format) => {
      const when = format.dateTime(p.startsAt);
      const before = format.dateTime(p.previousStartsAt);
      return p.audience === "owner"
        ? {
            subject: `Consultation moved: ${p.petName} with ${p.vetName}`,
            blocks: [
              p.movedBy === "owner"
                ? `You moved the video consultation for ${p.petName} with ${p.vetName} from ${before} to ${when}.`
                : `You accepted the new time ${p.vetName} proposed: the video consultation for ${p.petName} has moved from ${before} to ${when}.`,
              `The price stays ${format.money(p.priceMinor, p.currency)}.`,
              ...{
                full: [],
                half: ["It now starts within 24 hours, so cancelling it refunds half of the price."],
                halfAfterLateMove: ["It was moved less than 24 hours before its earlier time, so cancelling it still refunds only half of the price."],
              }[p.refundTerms],
              ...link(p.links.booking, "Open the consultation"),
            ],
          }
        : {
            subject: `Consultation moved: ${p.petName} with ${p.ownerName}`,
            blocks: [
              p.movedBy === "owner"
                ? `${p.ownerName} moved the video consultation for ${p.petName} from ${before} to ${when}.`
                : `${p.ownerName} accepted the new time you proposed: the video consultation for ${p.petName} has moved from ${before} to ${when}.`,
              ...link(p.links.booking, "Open the consultation"),
            ],
          };
    },
    bookingCancelled: (p, format) => {
      const when = format.dateTime(p.startsAt);
      const price = format.money(p.priceMinor, p.currency);
      const refund = format.money(p.refundMinor, p.currency);
      const charged = format.money(p.priceMinor - p.refundMinor, p.currency);
      const reason = p.reason.trim() === "" ? [] : [`Reason given: “${p.reason.trim()}”`];
      if (p.audience === "vet") {
        const ownerMoney =
          p.refundMinor >= p.priceMinor
            ? `Nothing is charged to the owner: the ${refund} reserved on their card is released.`
            : p.refundMinor > 0
              ? `The owner is charged ${charged} of ${price}; the other ${refund} reserved on their card is released.`
              : `The owner is charged ${price}.`;
        return {
          subject: `Consultation cancelled: ${p.petName} with ${p.ownerName}`,
          blocks: [
            {
              owner: `${p.ownerName} cancelled the video consultation for ${p.petName} on ${when}.`,
              vet: `You cancelled the video consultation for ${p.petName} with ${p.ownerName} on ${when}.`,
              system: `The video consultation for ${p.petName} with ${p.ownerName} on ${when} has been cancelled.`,
            }[p.cancelledBy],
            ...reason,
            p.cancelledBy === "vet"
              ? `${p.ownerName} is not charged: the ${refund} reserved on their card is released, and they have been offered your other free times.`
              : `${ownerMoney} The time is free again for other bookings.`,
          ],
        };
      }
      const refundSentence =
        p.refundMinor >= p.priceMinor
          ? `Nothing is charged to your card: the ${refund} reserved on it is released.`
          : p.refundMinor > 0
            ? p.refundTerms === "halfAfterLateMove"
              ? `${charged} of ${price} is charged, as the consultation was moved less than 24 hours before its earlier time, which keeps the half refund; the other ${refund} reserved on your card is released, never charged.`
              : `${charged} of ${price} is charged, as cancelling within 24 hours of the start costs half; the other ${refund} reserved on your card is released, never charged.`
            : `No refund is due; ${price} is charged.`;
      return {
        subject: `Consultation cancelled: ${p.petName} with ${p.vetName}`,
        blocks: [
          {
            owner: `You cancelled the video consultation for ${p.petName} with ${p.vetName} on ${when}.`,
            vet: `${p.vetName} had to cancel the video consultation for ${p.petName} on ${when}.`,
            system: `The video consultation for ${p.petName} with ${p.vetName} on ${when} has been cancelled.`,
          }[p.cancelledBy],
          ...reason,
          refundSentence,
          ...(p.cancelledBy === "vet" ? offeredTimes(`${p.vetName} has these free times for you instead:`, p.otherTimes, format) : []),
          ...link(p.links.bookAgain, `Book again with ${p.vetName}`),
        ],
      };
    },
    newTimeProposed: (p, format) => {
      const when = format.dateTime(p.startsAt);
      const proposed = format.dateTime(p.proposedStartsAt);
      const note = p.note.trim() === "" ? [] : [`Message: “${p.note.trim()}”`];
      return p.audience === "owner"
        ? {
            subject: `New time proposed: ${p.petName} with ${p.vetName}`,
            blocks: [
              `${p.vetName} asks to move the video consultation for ${p.petName} from ${when} to ${proposed}.`,
              ...note,
              `Accept or decline on the consultation page. Until you answer, it stays at ${when}.`,
              ...link(p.links.booking, "Answer on the consultation page"),
            ],
          }
        : {
            subject: `New time proposed: ${p.petName} with ${p.ownerName}`,
            blocks: [
              `You proposed to move the video consultation for ${p.petName} with ${p.ownerName} from ${when} to ${proposed}.`,
              `We will email you when ${p.ownerName} answers; until then it stays at ${when}.`,
              ...link(p.links.booking, "Open the consultation"),
            ],
          };
    },
    consultationInterrupted: (p, format) => {
      const when = format.dateTime(p.startsAt);
      const price = format.money(p.priceMinor, p.currency);
      return p.audience === "owner"
        ? {
            subject: `Consultation interrupted: ${p.petName} with ${p.vetName}`,
            blocks: [
              `The video consultation for ${p.petName} with ${p.vetName} on ${when} could not be held as booked: the connection was lost for too long.`,
              `You pay nothing for it: the ${price} reserved on your card is released. Choose on the consultation page: a free new consultation with ${p.vetName}, or a full refund.`,
              ...(p.heldSlot === null ? [] : [p.heldSlot.until >= p.heldSlot.startsAt ? `We are holding ${format.dateTime(p.heldSlot.startsAt)} with ${p.vetName} for you: nobody else can book it.` : `We are holding ${format.dateTime(p.heldSlot.startsAt)} with ${p.vetName} for you until ${format.dateTime(p.heldSlot.until)}: nobody else can book it before then.`]),
              ...link(p.links.booking, "Choose on the consultation page"),
            ],
          }
        : {
            subject: `Consultation interrupted: ${p.petName} with ${p.ownerName}`,
            blocks: [
              `The video consultation for ${p.petName} with ${p.ownerName} on ${when} was interrupted: the connection was lost for too long. It is recorded as interrupted, not as a no-show.`,
              `${p.ownerName} is offered a free new consultation with you or a full refund.`,
              ...link(p.links.booking, "Open the consultation"),
            ],
          };
    },
    proposalDeclined: (p, format) => {
      const when = format.dateTime(p.startsAt);
      const proposed = format.dateTime(p.proposedStartsAt);
      return p.audience === "owner"
        ? {
            subject: `Consultation stays as booked: ${p.petName} with ${p.vetName}`,
            blocks: [
              `You declined the new time ${p.vetName} proposed (${proposed}). The video consultation for ${p.petName} stays at ${when}.`,
              ...link(p.links.booking, "Open the consultation"),
            ],
          }
        : {
            subject: `New time declined: ${p.petName} with ${p.ownerName}`,
            blocks: [
              `${p.ownerName} declined the new time you proposed (${proposed}). The video consultation for ${p.petName} stays at ${when}.`,
              "If you cannot make it, cancel it from the consultation page: the owner is not charged.",
              ...link(p.links.booking, "Open the consultation"),
            ],
          };
    },
  },
};

