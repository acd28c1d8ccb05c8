/** A short, stable fingerprint of an error (FNV-1a), shown when no error-report id exists. */
export function errorDigest(error: unknown): string {
  const text =
    error instanceof Error ? `${error.name}:${error.message}\n${error.stack?.split("\n").slice(0, 3).join("\n") ?? ""}` : String(error);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}
