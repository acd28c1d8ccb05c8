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
    bookingConfirmed: ({ vetName, petName, startsAt }, format) => ({
      subject: `Consultation confirmed: ${petName} with ${vetName}`,
      blocks: [
        `The video consultation for ${petName} with ${vetName} is confirmed for ${format.dateTime(startsAt)}.`,
        "Join it from your bookings a few minutes before it starts.",
      ],
    }),
    bookingRescheduled: ({ vetName, petName, startsAt, previousStartsAt }, format) => ({
      subject: `Consultation moved: ${petName} with ${vetName}`,
      blocks: [
        `The video consultation for ${petName} with ${vetName} has moved from ${format.dateTime(previousStartsAt)} to ${format.dateTime(startsAt)}.`,
      ],
    }),
    bookingCancelled: ({ vetName, petName, startsAt, cancelledBy }, format) => ({
      subject: `Consultation cancelled: ${petName} with ${vetName}`,
      blocks: [
        {
          owner: `The pet owner has cancelled the video consultation for ${petName} with ${vetName} on ${format.dateTime(startsAt)}.`,
          vet: `${vetName} has cancelled the video consultation for ${petName} on ${format.dateTime(startsAt)}.`,
          system: `The video consultation for ${petName} with ${vetName} on ${format.dateTime(startsAt)} has been cancelled.`,
        }[cancelledBy],
        "Any refund due is shown in your bookings.",
      ],
    }),
  },
};
