import type { EmailKind, EmailParams } from "./kinds";
import type { ConversationEmailKind } from "./conversation-kinds";
import type { OnDemandEmailKind } from "./on-demand-kinds";
import type { ReceiptEmailKind } from "./receipt-kinds";
import type { ReminderEmailKind } from "./reminder-kinds";

export type EmailFormatter = {
  /** Date and time in the recipient's locale and time zone, with the zone's offset at that instant ("GMT+1"). */
  dateTime: (epochMs: number) => string;
  /** The date alone (weekday, day, month), in the recipient's zone. */
  date: (epochMs: number) => string;
  /** The time alone, in the recipient's zone. */
  time: (epochMs: number) => string;
  /** An amount in its currency, written the recipient's way ("45,00 €", "€45.00"). */
  money: (amountMinor: number, currency: string) => string;
};

/** A paragraph, a value shown on its own, large (a code the reader must type), or a link. */
export type EmailBlock = string | { highlight: string } | { link: string; label: string };

export type EmailBody = {
  subject: string;
  blocks: EmailBlock[];
};

/** Every server-side email string of one locale; the type makes a missing template a compile error. */
export type EmailCatalog = {
  greeting: (name: string | undefined) => string;
  signOff: string;
  templates: EmailTemplates<
    Exclude<EmailKind, ReminderEmailKind | ConversationEmailKind | OnDemandEmailKind | ReceiptEmailKind>
  >;
};

export type EmailTemplates<Kinds extends EmailKind> = {
  [K in Kinds]: (params: EmailParams[K], format: EmailFormatter) => EmailBody;
};

/** Reminder and agenda emails live in their own files per locale (messages/reminders/). */
export type ReminderEmailTemplates = EmailTemplates<ReminderEmailKind>;
/** The conversation's emails live in their own files per locale (messages/conversation/). */
export type ConversationEmailTemplates = EmailTemplates<ConversationEmailKind>;
/** "See a vet now" emails live in their own files per locale (messages/on-demand/). */
export type OnDemandEmailTemplates = EmailTemplates<OnDemandEmailKind>;
/** Payment receipts live in their own files per locale (messages/receipts/). */
export type ReceiptEmailTemplates = EmailTemplates<ReceiptEmailKind>;
