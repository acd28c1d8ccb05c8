import { PASSWORD_MIN_LENGTH, PASSWORD_SUGGESTED_LENGTH, passwordLength } from "@shared/accounts/credential-rules";

export type PasswordStrength = "empty" | "too-short" | "acceptable" | "strong";

/** A hint by length, the factor that matters most; common passwords are caught by the server. */
export function passwordStrength(password: string): PasswordStrength {
  const length = passwordLength(password);
  if (length === 0) return "empty";
  if (length < PASSWORD_MIN_LENGTH) return "too-short";
  if (length < PASSWORD_SUGGESTED_LENGTH) return "acceptable";
  return "strong";
}
