/**
 * The `redirect` search param, kept only when it is a path on this site: an absolute URL,
 * a protocol-relative "//host" or a backslash trick would send the user elsewhere after sign-in.
 */
export function safeRedirectPath(candidate: unknown, origin: string): string | undefined {
  if (typeof candidate !== "string" || !candidate.startsWith("/") || candidate.startsWith("//")) return undefined;
  if (candidate.includes("\\") || [...candidate].some((char) => char.charCodeAt(0) < 0x20)) return undefined;
  try {
    const url = new URL(candidate, origin);
    if (url.origin !== origin) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}

/** Sign-in pages must not send the user back to another sign-in page. */
export function isAuthPath(path: string): boolean {
  return /^\/[a-z]{2}\/(auth|@authauth)(\/|$)/.test(path);
}
