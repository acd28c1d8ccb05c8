import { z } from "zod";

// Shared by the booking-change forms (src/) and convex/model/bookings: no Convex imports here.
// Issue messages are the server's refusal codes, so one message per code serves both sides.

export const MAX_REASON_LENGTH = 2000;

const tooLong = { error: "INPUT_TOO_LONG" } as const;
const givenReason = z.string().trim().min(1, { error: "REASON_REQUIRED" }).max(MAX_REASON_LENGTH, tooLong);
const optionalText = z.string().trim().max(MAX_REASON_LENGTH, tooLong);

/** The owner changes the pet or the reason: a reason stays required. */
export const detailsChangeSchema = z.object({ petId: z.string(), reason: givenReason });

/** The owner may say why they cancel. */
export const ownerCancellationSchema = z.object({ reason: optionalText });

/** The vet must say why: the owner reads it. */
export const vetCancellationSchema = z.object({ reason: givenReason });
