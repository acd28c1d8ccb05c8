import { z } from "zod";
import { isIanaTimeZone } from "../time-zone";

// Shared by the account forms (src/) and convex/model/accounts: no Convex imports here.
// Issue messages are the server's refusal codes, so one message per code serves both sides.

export const NAME_MAX_LENGTH = 100;
export const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{5,24}$/;

/** The profile form as the server checks it (convex/model/accounts/profile.ts): an empty phone removes it. */
export const profileUpdateSchema = z.object({
  name: z.string().trim().min(1, { error: "INVALID_NAME" }).max(NAME_MAX_LENGTH, { error: "INVALID_NAME" }),
  phone: z
    .string()
    .trim()
    .refine((phone) => phone === "" || PHONE_PATTERN.test(phone), { error: "INVALID_PHONE" })
    .transform((phone) => (phone === "" ? null : phone)),
  locale: z.string(),
  timeZone: z.string().refine(isIanaTimeZone, { error: "INVALID_TIME_ZONE" }),
});

const filledIn = z.string().min(1, { error: "REQUIRED" });

export const emailChangeSchema = z.object({
  newEmail: z.string().trim().min(1, { error: "REQUIRED" }).regex(/^[^\s@]+@[^\s@]+$/, { error: "INVALID_EMAIL" }),
  currentPassword: filledIn,
});

export const passwordChangeSchema = z.object({ currentPassword: filledIn, newPassword: filledIn });

const signUpCommon = {
  name: z.string().trim().min(1, { error: "INVALID_NAME" }).max(NAME_MAX_LENGTH, { error: "INVALID_NAME" }),
  email: z.string().trim().min(1, { error: "REQUIRED" }).regex(/^[^\s@]+@[^\s@]+$/, { error: "INVALID_EMAIL" }),
  password: z.string().min(1, { error: "REQUIRED" }),
};

/** The sign-up form's own check before sending: every missing field at once (the server still checks everything). */
export const signUpSchema = z.discriminatedUnion("role", [
  z.object({ role: z.literal("owner"), ...signUpCommon }),
  z.object({
    role: z.literal("vet"),
    ...signUpCommon,
    licenceNumber: z.string().trim().min(1, { error: "INVALID_LICENCE_NUMBER" }),
    licenceCountry: z.string().min(1, { error: "INVALID_LICENCE_COUNTRY" }),
  }),
]);
