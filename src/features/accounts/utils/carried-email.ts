let carried = "";

/**
 * The email address typed in one account form (sign-up, sign-in, password reset), for the next one the reader opens
 * by its links, so it is not typed twice. Kept in memory only, never in the address or in storage, and forgotten
 * once the reader is signed in.
 */
export function carryEmail(email: string): void {
  carried = email.trim();
}

export function carriedEmail(): string {
  return carried;
}
