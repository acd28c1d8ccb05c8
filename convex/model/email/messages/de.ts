import type { EmailCatalog } from "../catalog";

export const de: EmailCatalog = {
  greeting: (name) => (name ? `Hallo ${name},` : "Hallo,"),
  signOff: "Ihr Vetline-Team",
  templates: {
    passwordResetCode: ({ code, validMinutes }) => ({
      subject: "Ihr Code zum Zurücksetzen des Vetline-Passworts",
      blocks: [
        "Jemand möchte das Passwort Ihres Vetline-Kontos zurücksetzen. Geben Sie diesen Code ein, um ein neues Passwort zu wählen:",
        { highlight: code },
        `Der Code ist ${validMinutes} Minuten gültig und nur einmal verwendbar. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.`,
      ],
    }),
    emailChanged: ({ newEmail }) => ({
      subject: "Die E-Mail-Adresse Ihres Vetline-Kontos wurde geändert",
      blocks: [
        `Sie melden sich bei Vetline jetzt mit ${newEmail} an. An diese Adresse senden wir keine E-Mails mehr zu Ihrem Konto.`,
        "Wenn Sie diese Änderung nicht vorgenommen haben, setzen Sie sofort Ihr Passwort zurück und kontaktieren Sie uns.",
      ],
    }),
    bookingConfirmed: ({ vetName, petName, startsAt }, format) => ({
      subject: `Beratung bestätigt: ${petName} bei ${vetName}`,
      blocks: [
        `Die Videoberatung für ${petName} bei ${vetName} ist bestätigt für ${format.dateTime(startsAt)}.`,
        "Treten Sie ihr einige Minuten vor Beginn über Ihre Buchungen bei.",
      ],
    }),
    bookingRescheduled: ({ vetName, petName, startsAt, previousStartsAt }, format) => ({
      subject: `Beratung verschoben: ${petName} bei ${vetName}`,
      blocks: [
        `Die Videoberatung für ${petName} bei ${vetName} wurde von ${format.dateTime(previousStartsAt)} auf ${format.dateTime(startsAt)} verschoben.`,
      ],
    }),
    bookingCancelled: ({ vetName, petName, startsAt, cancelledBy }, format) => ({
      subject: `Beratung abgesagt: ${petName} bei ${vetName}`,
      blocks: [
        {
          owner: `Die Tierhalterin oder der Tierhalter hat die Videoberatung für ${petName} bei ${vetName} am ${format.dateTime(startsAt)} abgesagt.`,
          vet: `${vetName} hat die Videoberatung für ${petName} am ${format.dateTime(startsAt)} abgesagt.`,
          system: `Die Videoberatung für ${petName} bei ${vetName} am ${format.dateTime(startsAt)} wurde abgesagt.`,
        }[cancelledBy],
        "Eine etwaige Erstattung sehen Sie in Ihren Buchungen.",
      ],
    }),
  },
};
