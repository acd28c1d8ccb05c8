/** The rate-limit key of an email: a hash of the normalised address, so the limits hold no address in clear. */
export async function throttleSubject(normalizedEmail: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(normalizedEmail));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
