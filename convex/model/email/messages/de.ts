import { link, offeredTimes } from "../blocks";
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
    bookingConfirmed: (p, format) => {
      const when = format.dateTime(p.startsAt);
      const price = format.money(p.priceMinor, p.currency);
      return p.audience === "owner"
        ? {
            subject: `Sprechstunde bestätigt: ${p.petName} bei ${p.vetName}`,
            blocks: [
              `Ihre Video-Sprechstunde für ${p.petName} bei ${p.vetName} ist bestätigt für ${when}.`,
              `Preis: ${price}. Der Betrag ist jetzt auf Ihrer Karte reserviert und wird erst belastet, wenn die Sprechstunde stattfindet.`,
              p.startsNow
                ? "Die Tierärztin oder der Tierarzt wartet auf Sie: Treten Sie jetzt über Ihre Sprechstunden bei."
                : p.refundTerms === "half"
                  ? "Treten Sie ihr bis zu 10 Minuten vor Beginn über Ihre Sprechstunden bei. Sie beginnt in weniger als 24 Stunden; bei einer Stornierung wird daher die Hälfte des Preises erstattet."
                  : "Treten Sie ihr bis zu 10 Minuten vor Beginn über Ihre Sprechstunden bei. Bis 24 Stunden vor Beginn können Sie kostenlos stornieren.",
              ...link(p.links.booking, "Sprechstunde öffnen"),
            ],
          }
        : {
            subject: `Neue Buchung: ${p.petName} mit ${p.ownerName}`,
            blocks: [
              `${p.ownerName} hat bei Ihnen eine Video-Sprechstunde für ${p.petName} gebucht, am ${when}.`,
              `Preis: ${price}; er wird dem Tierhalter belastet, wenn die Sprechstunde stattfindet.`,
              "Den Anlass und die Angaben zum Tier finden Sie auf der Seite der Sprechstunde.",
              ...link(p.links.booking, "Sprechstunde öffnen"),
            ],
          };
    },
    bookingRescheduled: (p, format) => {
      const when = format.dateTime(p.startsAt);
      const before = format.dateTime(p.previousStartsAt);
      return p.audience === "owner"
        ? {
            subject: `Sprechstunde verschoben: ${p.petName} bei ${p.vetName}`,
            blocks: [
              p.movedBy === "owner"
                ? `Sie haben die Video-Sprechstunde für ${p.petName} bei ${p.vetName} von ${before} auf ${when} verschoben.`
                : `Sie haben den von ${p.vetName} vorgeschlagenen Termin angenommen: Die Video-Sprechstunde für ${p.petName} ist von ${before} auf ${when} verschoben.`,
              `Der Preis bleibt bei ${format.money(p.priceMinor, p.currency)}.`,
              ...{
                full: [],
                half: ["Sie beginnt jetzt in weniger als 24 Stunden; bei einer Stornierung wird daher die Hälfte des Preises erstattet."],
                halfAfterLateMove: [
                  "Sie wurde weniger als 24 Stunden vor ihrem früheren Termin verschoben; bei einer Stornierung wird daher weiterhin die Hälfte des Preises erstattet.",
                ],
              }[p.refundTerms],
              ...link(p.links.booking, "Sprechstunde öffnen"),
            ],
          }
        : {
            subject: `Sprechstunde verschoben: ${p.petName} mit ${p.ownerName}`,
            blocks: [
              p.movedBy === "owner"
                ? `${p.ownerName} hat die Video-Sprechstunde für ${p.petName} von ${before} auf ${when} verschoben.`
                : `${p.ownerName} hat Ihren Terminvorschlag angenommen: Die Video-Sprechstunde für ${p.petName} ist von ${before} auf ${when} verschoben.`,
              ...link(p.links.booking, "Sprechstunde öffnen"),
            ],
          };
    },
    bookingCancelled: (p, format) => {
      const when = format.dateTime(p.startsAt);
      const price = format.money(p.priceMinor, p.currency);
      const refund = format.money(p.refundMinor, p.currency);
      const charged = format.money(p.priceMinor - p.refundMinor, p.currency);
      const reason = p.reason.trim() === "" ? [] : [`Angegebener Grund: „${p.reason.trim()}“`];
      if (p.audience === "vet") {
        const ownerMoney =
          p.refundMinor >= p.priceMinor
            ? `Dem Tierhalter wird nichts berechnet: Die auf der Karte reservierten ${refund} werden freigegeben.`
            : p.refundMinor > 0
              ? `Dem Tierhalter werden ${charged} von ${price} berechnet; die übrigen auf der Karte reservierten ${refund} werden freigegeben.`
              : `Dem Tierhalter werden ${price} berechnet.`;
        return {
          subject: `Sprechstunde storniert: ${p.petName} mit ${p.ownerName}`,
          blocks: [
            {
              owner: `${p.ownerName} hat die Video-Sprechstunde für ${p.petName} am ${when} storniert.`,
              vet: `Sie haben die Video-Sprechstunde für ${p.petName} mit ${p.ownerName} am ${when} storniert.`,
              system: `Die Video-Sprechstunde für ${p.petName} mit ${p.ownerName} am ${when} wurde storniert.`,
            }[p.cancelledBy],
            ...reason,
            p.cancelledBy === "vet"
              ? `${p.ownerName} zahlt nichts: Die auf der Karte reservierten ${refund} werden freigegeben, und Ihre anderen freien Termine wurden angeboten.`
              : `${ownerMoney} Der Termin ist wieder frei für andere Buchungen.`,
          ],
        };
      }
      const refundSentence =
        p.refundMinor >= p.priceMinor
          ? `Ihrer Karte wird nichts belastet: Die dort reservierten ${refund} werden freigegeben.`
          : p.refundMinor > 0
            ? p.refundTerms === "halfAfterLateMove"
              ? `${charged} von ${price} werden belastet, da die Sprechstunde weniger als 24 Stunden vor ihrem früheren Termin verschoben wurde und damit die halbe Erstattung behielt; die übrigen auf Ihrer Karte reservierten ${refund} werden freigegeben und nie belastet.`
              : `${charged} von ${price} werden belastet, da eine Stornierung weniger als 24 Stunden vor Beginn die Hälfte kostet; die übrigen auf Ihrer Karte reservierten ${refund} werden freigegeben und nie belastet.`
            : `Es wird nichts erstattet; ${price} werden belastet.`;
      return {
        subject: `Sprechstunde storniert: ${p.petName} bei ${p.vetName}`,
        blocks: [
          {
            owner: `Sie haben die Video-Sprechstunde für ${p.petName} bei ${p.vetName} am ${when} storniert.`,
            vet: `${p.vetName} musste die Video-Sprechstunde für ${p.petName} am ${when} absagen.`,
            system: `Die Video-Sprechstunde für ${p.petName} bei ${p.vetName} am ${when} wurde storniert.`,
          }[p.cancelledBy],
          ...reason,
          refundSentence,
          ...(p.cancelledBy === "vet" ? offeredTimes(`${p.vetName} hat stattdessen diese freien Termine für Sie:`, p.otherTimes, format) : []),
          ...link(p.links.bookAgain, `Erneut bei ${p.vetName} buchen`),
        ],
      };
    },
    newTimeProposed: (p, format) => {
      const when = format.dateTime(p.startsAt);
      const proposed = format.dateTime(p.proposedStartsAt);
      const note = p.note.trim() === "" ? [] : [`Nachricht: „${p.note.trim()}“`];
      return p.audience === "owner"
        ? {
            subject: `Neuer Terminvorschlag: ${p.petName} bei ${p.vetName}`,
            blocks: [
              `${p.vetName} bittet darum, die Video-Sprechstunde für ${p.petName} von ${when} auf ${proposed} zu verschieben.`,
              ...note,
              `Nehmen Sie den Vorschlag auf der Seite der Sprechstunde an oder lehnen Sie ihn ab. Bis dahin bleibt es bei ${when}.`,
              ...link(p.links.booking, "Auf der Seite der Sprechstunde antworten"),
            ],
          }
        : {
            subject: `Neuer Terminvorschlag: ${p.petName} mit ${p.ownerName}`,
            blocks: [
              `Sie haben vorgeschlagen, die Video-Sprechstunde für ${p.petName} mit ${p.ownerName} von ${when} auf ${proposed} zu verschieben.`,
              `Wir schreiben Ihnen, sobald ${p.ownerName} antwortet; bis dahin bleibt es bei ${when}.`,
              ...link(p.links.booking, "Sprechstunde öffnen"),
            ],
          };
    },
    consultationInterrupted: (p, format) => {
      const when = format.dateTime(p.startsAt);
      const price = format.money(p.priceMinor, p.currency);
      return p.audience === "owner"
        ? {
            subject: `Sprechstunde unterbrochen: ${p.petName} mit ${p.vetName}`,
            blocks: [
              `Die Videosprechstunde für ${p.petName} mit ${p.vetName} am ${when} konnte nicht wie gebucht stattfinden: Die Verbindung war zu lange unterbrochen.`,
              `Sie zahlen nichts dafür: Die auf Ihrer Karte reservierten ${price} werden freigegeben. Wählen Sie auf der Seite der Sprechstunde: eine kostenlose neue Sprechstunde mit ${p.vetName} oder die volle Erstattung.`,
              ...(p.heldSlot === null ? [] : [p.heldSlot.until >= p.heldSlot.startsAt ? `Wir halten Ihnen den Termin am ${format.dateTime(p.heldSlot.startsAt)} bei ${p.vetName} frei: Niemand sonst kann ihn buchen.` : `Wir halten Ihnen den Termin am ${format.dateTime(p.heldSlot.startsAt)} bei ${p.vetName} bis ${format.dateTime(p.heldSlot.until)} frei: Bis dahin kann ihn niemand sonst buchen.`]),
              ...link(p.links.booking, "Auf der Seite der Sprechstunde wählen"),
            ],
          }
        : {
            subject: `Sprechstunde unterbrochen: ${p.petName} mit ${p.ownerName}`,
            blocks: [
              `Die Videosprechstunde für ${p.petName} mit ${p.ownerName} am ${when} wurde unterbrochen: Die Verbindung war zu lange unterbrochen. Sie ist als unterbrochen vermerkt, nicht als Nichterscheinen.`,
              `${p.ownerName} werden eine kostenlose neue Sprechstunde bei Ihnen oder die volle Erstattung angeboten.`,
              ...link(p.links.booking, "Sprechstunde öffnen"),
            ],
          };
    },
    proposalDeclined: (p, format) => {
      const when = format.dateTime(p.startsAt);
      const proposed = format.dateTime(p.proposedStartsAt);
      return p.audience === "owner"
        ? {
            subject: `Sprechstunde bleibt wie gebucht: ${p.petName} bei ${p.vetName}`,
            blocks: [
              `Sie haben den von ${p.vetName} vorgeschlagenen Termin (${proposed}) abgelehnt. Die Video-Sprechstunde für ${p.petName} bleibt am ${when}.`,
              ...link(p.links.booking, "Sprechstunde öffnen"),
            ],
          }
        : {
            subject: `Terminvorschlag abgelehnt: ${p.petName} mit ${p.ownerName}`,
            blocks: [
              `${p.ownerName} hat Ihren Terminvorschlag (${proposed}) abgelehnt. Die Video-Sprechstunde für ${p.petName} bleibt am ${when}.`,
              "Wenn Sie den Termin nicht wahrnehmen können, stornieren Sie ihn auf der Seite der Sprechstunde: Dem Tierhalter wird nichts berechnet.",
              ...link(p.links.booking, "Sprechstunde öffnen"),
            ],
          };
    },
  },
};
