import { RESET_CODE_DIGITS } from "../../shared/accounts/credential-rules";

export const RESET_CODE_VALID_MINUTES = 10;

const CODE_SPACE = 10 ** RESET_CODE_DIGITS;
// Values at or above this would make some codes likelier than others (modulo bias): draw again.
const UNBIASED_LIMIT = Math.floor(2 ** 32 / CODE_SPACE) * CODE_SPACE;

/** A uniformly random 8-digit code from the platform's cryptographic generator. */
export function generateResetCode(): string {
  const draw = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(draw);
    const value = draw[0]!;
    if (value < UNBIASED_LIMIT) return String(value % CODE_SPACE).padStart(RESET_CODE_DIGITS, "0");
  }
}
