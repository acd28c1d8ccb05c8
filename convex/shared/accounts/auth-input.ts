import { z } from "zod";
import { currentPasswordField, emailField, newPasswordField, resetCodeField } from "./credential-rules";
import { localeField, nameField, timeZoneField } from "./profile-input";

// The sign-in, sign-up and password-reset forms' own checks before sending, every problem at its field at once;
// the server (@convex-dev/auth's Password provider, convex/model/accounts) still checks everything.

export const signInSchema = z.object({ email: emailField, password: currentPasswordField });

/** Asking for a reset code, then choosing the new password with it. */
export const resetRequestSchema = z.object({ email: emailField });
export const resetVerificationSchema = z.object({ code: resetCodeField, newPassword: newPasswordField });

export const LICENCE_NUMBER_LENGTH = { min: 2, max: 40 } as const;
const licenceNumberRefused = { error: "INVALID_LICENCE_NUMBER" } as const;

const signUpCommon = { name: nameField, email: emailField, password: newPasswordField, locale: localeField, timeZone: timeZoneField };

export const signUpSchema = z.discriminatedUnion(
  "role",
  [
    z.object({ role: z.literal("owner"), ...signUpCommon }),
    z.object({
      role: z.literal("vet"),
      ...signUpCommon,
      licenceNumber: z.string().trim().min(LICENCE_NUMBER_LENGTH.min, licenceNumberRefused).max(LICENCE_NUMBER_LENGTH.max, licenceNumberRefused),
      licenceCountry: z.string().min(1, { error: "INVALID_LICENCE_COUNTRY" }),
    }),
  ],
  { error: "INVALID_ROLE" },
);
