import type { Infer } from "convex/values";
import type { OwnerRefundTerms } from "../payments/refund-policy";
import type { emailKindValidator } from "../../tables/email";
import type { ConversationUnseenParams } from "./conversation-kinds";
import type { OnDemandTimedOutParams } from "./on-demand-kinds";
import type { PaymentReceiptParams } from "./receipt-kinds";
import type { ConsultationReminderParams, DailyAgendaParams } from "./reminder-kinds";

/** Who a booking email is written for: each kind has an owner's and a vet's version. */
export type EmailAudience = "owner" | "vet";

export type BookingEmailParams = {
  audience: EmailAudience;
  vetName: string;
  ownerName: string;
  petName: string;
  /** Start of the consultation (ms since epoch); shown in the recipient's zone, with the zone named. */
  startsAt: number;
  priceMinor: number;
  /** ISO 4217; amounts are shown in the recipient's locale. */
  currency: string;
  /** Links into the app (absolute when the app's address is configured), for the recipient's role and locale. */
  links: { booking: string | null; bookAgain: string | null };
  /** What an owner's cancellation would refund when the email is written. */
  refundTerms: OwnerRefundTerms;
};

/** A free time with the same vet, offered to an owner whose consultation the vet cancelled. */
export type OfferedTime = { startsAt: number; link: string | null };

/** What each kind of email needs from its caller; the recipient's name, locale and zone come from their account. */
export type EmailParams = {
  passwordResetCode: { code: string; validMinutes: number };
  emailChanged: { newEmail: string };
  /** startsNow: an on-demand consultation, accepted by a vet to start at once (no joining window, no notice to cancel). */
  bookingConfirmed: BookingEmailParams & { startsNow?: boolean };
  bookingRescheduled: BookingEmailParams & { previousStartsAt: number; movedBy: "owner" | "vet" };
  bookingCancelled: BookingEmailParams & {
    cancelledBy: "owner" | "vet" | "system";
    reason: string;
    refundMinor: number;
    otherTimes: OfferedTime[];
  };
  newTimeProposed: BookingEmailParams & { proposedStartsAt: number; note: string };
  proposalDeclined: BookingEmailParams & { proposedStartsAt: number };
  /** The call ended interrupted: the owner pays nothing and chooses a free new consultation or a refund. */
  consultationInterrupted: BookingEmailParams & {
    /** The vet's slot held for the owner's free new consultation, until when (none free: null). */
    heldSlot: { startsAt: number; until: number } | null;
  };
  consultationReminder: ConsultationReminderParams;
  dailyAgenda: DailyAgendaParams;
  conversationUnseen: ConversationUnseenParams;
  onDemandTimedOut: OnDemandTimedOutParams;
  paymentReceipt: PaymentReceiptParams;
};

export type EmailKind = keyof EmailParams & Infer<typeof emailKindValidator>;

export type EmailContent = { [K in EmailKind]: { kind: K; params: EmailParams[K] } }[EmailKind];
