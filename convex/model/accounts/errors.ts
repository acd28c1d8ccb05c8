import { ConvexError } from "convex/values";

/** Stable codes the UI maps to localized messages. */
export type AccountErrorCode =
  | "INVALID_EMAIL"
  | "INVALID_NAME"
  | "INVALID_ROLE"
  | "INVALID_LOCALE"
  | "INVALID_TIME_ZONE"
  | "INVALID_PHONE"
  | "INVALID_LICENCE_NUMBER"
  | "INVALID_LICENCE_COUNTRY"
  | "PASSWORD_TOO_SHORT"
  | "PASSWORD_TOO_LONG"
  | "PASSWORD_TOO_COMMON"
  | "PASSWORD_CONTAINS_PERSONAL_INFO"
  | "EMAIL_ALREADY_REGISTERED"
  | "INVALID_CREDENTIALS"
  | "TOO_MANY_SIGN_IN_ATTEMPTS"
  | "TOO_MANY_SIGN_UPS"
  | "TOO_MANY_RESET_REQUESTS"
  | "TOO_MANY_RESET_CODES"
  | "SIGN_IN_BUSY"
  | "INVALID_RESET_CODE"
  | "WRONG_PASSWORD"
  | "UNSUPPORTED_SIGN_IN_FLOW"
  | "VET_HAS_UPCOMING_BOOKINGS";

export type AccountErrorData = { code: AccountErrorCode } & Record<string, string | number>;

export function accountError(code: AccountErrorCode, details: Record<string, string | number> = {}) {
  return new ConvexError<AccountErrorData>({ ...details, code });
}
