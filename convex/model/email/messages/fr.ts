import type { EmailCatalog } from "../catalog";

export const fr: EmailCatalog = {
  greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
  signOff: "L’équipe Vetline",
  templates: {
    passwordResetCode: ({ code, validMinutes }) => ({
      subject: "Votre code de réinitialisation du mot de passe Vetline",
      blocks: [
        "Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Vetline. Saisissez ce code pour choisir un nouveau mot de passe :",
        { highlight: code },
        `Le code est valable ${validMinutes} minutes et ne fonctionne qu’une fois. Si vous ne l’avez pas demandé, ignorez cet e-mail : votre mot de passe reste inchangé.`,
      ],
    }),
    emailChanged: ({ newEmail }) => ({
      subject: "L’adresse e-mail de votre compte Vetline a été modifiée",
      blocks: [
        `Votre compte Vetline se connecte désormais avec ${newEmail}. Cette adresse-ci ne recevra plus d’e-mails à son sujet.`,
        "Si vous n’êtes pas à l’origine de ce changement, réinitialisez votre mot de passe immédiatement et contactez-nous.",
      ],
    }),
    bookingConfirmed: ({ vetName, petName, startsAt }, format) => ({
      subject: `Consultation confirmée : ${petName} avec ${vetName}`,
      blocks: [
        `La téléconsultation de ${petName} avec ${vetName} est confirmée pour le ${format.dateTime(startsAt)}.`,
        "Rejoignez-la depuis vos réservations quelques minutes avant le début.",
      ],
    }),
    bookingRescheduled: ({ vetName, petName, startsAt, previousStartsAt }, format) => ({
      subject: `Consultation déplacée : ${petName} avec ${vetName}`,
      blocks: [
        `La téléconsultation de ${petName} avec ${vetName} a été déplacée du ${format.dateTime(previousStartsAt)} au ${format.dateTime(startsAt)}.`,
      ],
    }),
    bookingCancelled: ({ vetName, petName, startsAt, cancelledBy }, format) => ({
      subject: `Consultation annulée : ${petName} avec ${vetName}`,
      blocks: [
        {
          owner: `Le propriétaire de l’animal a annulé la téléconsultation de ${petName} avec ${vetName} du ${format.dateTime(startsAt)}.`,
          vet: `${vetName} a annulé la téléconsultation de ${petName} du ${format.dateTime(startsAt)}.`,
          system: `La téléconsultation de ${petName} avec ${vetName} du ${format.dateTime(startsAt)} a été annulée.`,
        }[cancelledBy],
        "Le remboursement éventuel apparaît dans vos réservations.",
      ],
    }),
  },
};
