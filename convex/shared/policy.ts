import { HOUR_MS, MINUTE_MS } from "./time";

/**
 * Vetline's business rules in one place (DESIGN.md §3). Durations are in the unit their name says.
 */

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

/** See a vet now (issue 24): one price and length for every on-demand consultation, shown before the owner confirms. */
export const ON_DEMAND_PRICE_MINOR = 3900;
export const ON_DEMAND_CURRENCY = "EUR";
export const ON_DEMAND_CONSULTATION_MINUTES = 15;
/** A request is first offered to one vet at a time (longest idle first); an unanswered offer moves on after this. */
export const ON_DEMAND_OFFER_TIMEOUT_MS = 30_000;
/** After this, a waiting request is shown to every matching vet who is available, and the first to accept gets it. */
export const ON_DEMAND_WIDEN_AFTER_MS = 60_000;
/** Nobody accepted by then: the owner is told, offered bookable times, and the card's reservation is released. */
export const ON_DEMAND_REQUEST_TIMEOUT_MS = 10 * MINUTE_MS;
/** A vet's page beats this often while they are available; without a beat for the timeout they are switched off. */
export const ON_DEMAND_HEARTBEAT_INTERVAL_MS = 20_000;
export const ON_DEMAND_HEARTBEAT_TIMEOUT_MS = 60_000;
/** Why a vet was switched off is news for this long after their last heartbeat; later it is just "off". */
export const ON_DEMAND_OFF_REASON_SHOWN_FOR_MS = 12 * HOUR_MS;
/** The vet's page switches them off after this long without any input (they walked away). */
export const ON_DEMAND_IDLE_AFTER_MS = 10 * MINUTE_MS;
/** A vet is not offered on-demand work this close to (a consultation's length plus this before) a booked consultation. */
export const ON_DEMAND_MARGIN_BEFORE_BOOKING_MS = 5 * MINUTE_MS;

/**
 * A consultation with connection trouble counts as interrupted (the owner pays nothing and chooses a free new
 * consultation with the same vet or a full refund; the vet's record says "interrupted") when fewer than this many
 * minutes were connected on both sides...
 */
export const INTERRUPTED_MIN_CONNECTED_MINUTES = 5;
/** ...or when the connection was down for more than this share of the booked slot. */
export const INTERRUPTED_DISRUPTED_SHARE_PERCENT = 25;
/** Both in the call this long without their media ever connecting is connection trouble too. */
export const NEVER_CONNECTED_AFTER_MINUTES = 2;
/** Connection reports (connected / disconnected) one participant's browser may send per minute. */
export const CONNECTION_REPORTS_PER_MINUTE = 12;
/**
 * After an interrupted consultation, the vet's first free slot is held for the owner's free new consultation: no one
 * else can book it for this long (or until it starts, if sooner), or until the owner chooses.
 */
export const REBOOKING_HOLD_HOURS = 24;
