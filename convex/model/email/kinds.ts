import type { Infer } from "convex/values";
import type { emailKindValidator } from "../../tables/email";
import type { ConsultationReminderParams, DailyAgendaParams } from "./reminder-kinds";

export type BookingEmailParams = {
  vetName: string;
  petName: string;
  /** Start of the consultation (ms since epoch); shown in the recipient's zone. */
  startsAt: number;
};

/** What each kind of email needs from its caller; the recipient's name, locale and zone come from their account. */
export type EmailParams = {
  passwordResetCode: { code: string; validMinutes: number };
  emailChanged: { newEmail: string };
  bookingConfirmed: BookingEmailParams;
  bookingRescheduled: BookingEmailParams & { previousStartsAt: number };
  bookingCancelled: BookingEmailParams & { cancelledBy: "owner" | "vet" | "system" };
  consultationReminder: ConsultationReminderParams;
  dailyAgenda: DailyAgendaParams;
};

export type EmailKind = keyof EmailParams & Infer<typeof emailKindValidator>;

export type EmailContent = { [K in EmailKind]: { kind: K; params: EmailParams[K] } }[EmailKind];
