/** Mirrors the server's rule (convex/model/accounts/password-policy.ts); the server has the last word. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SUGGESTED_LENGTH = 15;

export type PasswordStrength = "empty" | "too-short" | "acceptable" | "strong";

/** A hint by length, the factor that matters most; common passwords are caught by the server. */
export function passwordStrength(password: string): PasswordStrength {
  const length = [...password].length;
  if (length === 0) return "empty";
  if (length < PASSWORD_MIN_LENGTH) return "too-short";
  if (length < PASSWORD_SUGGESTED_LENGTH) return "acceptable";
  return "strong";
}
