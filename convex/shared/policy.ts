/**
 * Vetline's business rules in one place (DESIGN.md §3). Durations are in the unit their name says.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Consultation lengths a vet may offer. */
export const SLOT_LENGTHS_MINUTES = [15, 20, 30] as const;
export type SlotLengthMinutes = (typeof SLOT_LENGTHS_MINUTES)[number];

/** An owner cannot book a slot starting sooner than this, unless the vet chooses otherwise. */
export const DEFAULT_MINIMUM_NOTICE_MINUTES = 60;
/** How far ahead owners can book, unless the vet chooses otherwise. */
export const DEFAULT_HORIZON_DAYS = 60;
export const DEFAULT_BUFFER_BEFORE_MINUTES = 0;
export const DEFAULT_BUFFER_AFTER_MINUTES = 0;

/** Bounds on what a vet may choose for their booking rules. */
export const MAX_BUFFER_MINUTES = 120;
export const MAX_MINIMUM_NOTICE_MINUTES = 7 * 24 * 60;
export const MIN_HORIZON_DAYS = 1;
export const MAX_HORIZON_DAYS = 180;

/** Size limits on a schedule, so that one vet's availability stays small to read and compute. */
export const MAX_INTERVALS_PER_DAY = 8;
export const MAX_OVERRIDES_AHEAD = 200;
/** Date overrides may be set up to this many days ahead (beyond any horizon a vet can choose). */
export const MAX_OVERRIDE_DAYS_AHEAD = 365;

/** The call can be joined from 10 minutes before the start until 30 minutes after the planned end. */
export const JOIN_OPENS_BEFORE_START_MS = 10 * MINUTE_MS;
export const JOIN_CLOSES_AFTER_END_MS = 30 * MINUTE_MS;

/** Owner cancellation: full refund at least 24 h before the start, 50 % later, nothing for a no-show. */
export const FULL_REFUND_NOTICE_MS = 24 * HOUR_MS;
export const LATE_CANCELLATION_REFUND_PERCENT = 50;
export const NO_SHOW_REFUND_PERCENT = 0;
/** A vet who cancels refunds the owner in full. */
export const VET_CANCELLATION_REFUND_PERCENT = 100;

/** A booking can be moved to another slot until 2 h before it starts. */
export const RESCHEDULE_CUTOFF_MS = 2 * HOUR_MS;

/**
 * The consultation's conversation (owner and vet write to each other) is open from booking until this long after
 * the consultation's planned end; the vet can close it earlier, or reopen it for another such period.
 */
export const CONVERSATION_FOLLOW_UP_MS = 7 * 24 * HOUR_MS;
/** A message the other side has not seen for this long is emailed to them... */
export const CONVERSATION_UNSEEN_EMAIL_DELAY_MS = 10 * MINUTE_MS;
/** ...and each reader gets at most one such email per conversation in this interval, however many messages arrive. */
export const CONVERSATION_EMAIL_INTERVAL_MS = 60 * MINUTE_MS;
/** Messages (text or photo) one participant may send to one conversation per minute. */
export const CONVERSATION_MESSAGES_PER_MINUTE = 20;
