import { COMMON_PASSWORDS } from "./common-passwords";
import { accountError } from "./errors";

/** OWASP ASVS 5.0: at least 8 characters, at least 64 allowed, no composition rules, no common passwords. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** What the UI suggests; not enforced. */
export const PASSWORD_SUGGESTED_LENGTH = 15;

const PRODUCT_WORDS = ["vetline"];
const MIN_PERSONAL_WORD_LENGTH = 4;

let commonPasswords: ReadonlySet<string> | undefined;

function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(COMMON_PASSWORDS);
  return commonPasswords.has(password.toLowerCase());
}

/** Length counts Unicode characters, not UTF-16 units, so every script gets the same allowance. */
export function passwordLength(password: string): number {
  return [...password].length;
}

export type PasswordContext = { email?: string };

/** Context-specific words (NIST SP 800-63B): the service's name and the user's email name. */
function personalWords({ email }: PasswordContext): string[] {
  const words = [...PRODUCT_WORDS];
  const localPart = email?.split("@")[0];
  if (localPart) words.push(localPart);
  return words.map((word) => word.toLowerCase()).filter((word) => word.length >= MIN_PERSONAL_WORD_LENGTH);
}

/**
 * Throws a ConvexError (PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG, PASSWORD_TOO_COMMON,
 * PASSWORD_CONTAINS_PERSONAL_INFO) when the password is refused.
 */
export function assertPasswordAcceptable(password: string, context: PasswordContext = {}): void {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) throw accountError("PASSWORD_TOO_SHORT", { minLength: PASSWORD_MIN_LENGTH });
  if (length > PASSWORD_MAX_LENGTH) throw accountError("PASSWORD_TOO_LONG", { maxLength: PASSWORD_MAX_LENGTH });
  if (isCommonPassword(password)) throw accountError("PASSWORD_TOO_COMMON");
  const lowered = password.toLowerCase();
  if (personalWords(context).some((word) => lowered.includes(word))) {
    throw accountError("PASSWORD_CONTAINS_PERSONAL_INFO");
  }
}
