import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLength } from "../../shared/accounts/credential-rules";
import { COMMON_PASSWORDS } from "./common-passwords";
import { accountError } from "./errors";

const PRODUCT_WORDS = ["vetline"];
const MIN_PERSONAL_WORD_LENGTH = 4;

let commonPasswords: ReadonlySet<string> | undefined;

function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(COMMON_PASSWORDS);
  return commonPasswords.has(password.toLowerCase());
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
 * The shared length rule (credential-rules.ts), then no common passwords and no personal words.
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
