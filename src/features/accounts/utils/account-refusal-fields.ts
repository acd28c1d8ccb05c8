import { refusalAtField } from "@/lib/convex/server-error";

const NEW_PASSWORD_REFUSALS = ["PASSWORD_TOO_SHORT", "PASSWORD_TOO_LONG", "PASSWORD_TOO_COMMON", "PASSWORD_CONTAINS_PERSONAL_INFO"];

/**
 * The field of an account form a server refusal is about, by code: `fieldOfCode`, and the password rules' codes at
 * `newPasswordField` (the form's field for a new password). A code not listed stays a refusal of the whole form.
 */
export function accountRefusalAtField(fieldOfCode: Record<string, string>, newPasswordField?: string) {
  const passwordCodes = newPasswordField === undefined ? {} : Object.fromEntries(NEW_PASSWORD_REFUSALS.map((code) => [code, newPasswordField]));
  return refusalAtField({ ...passwordCodes, ...fieldOfCode });
}
