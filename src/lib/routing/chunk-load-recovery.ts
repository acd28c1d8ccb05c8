const chunkErrorPatterns = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /ChunkLoadError/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return chunkErrorPatterns.some((pattern) => pattern.test(text));
}

const reloadMarkerKey = "vetline.chunk-reload";
const loopWindowMs = 10_000;

type ReloadMarker = { href: string; at: number };

function readMarker(): ReloadMarker | null {
  try {
    return JSON.parse(window.sessionStorage.getItem(reloadMarkerKey) ?? "null") as ReloadMarker | null;
  } catch {
    return null;
  }
}

/**
 * A route chunk that fails to load (usually a new deployment replaced it) is fetched by a full
 * page load of the target URL. A second failure for the same URL within a few seconds is left to
 * the error page, so a broken deployment cannot cause a reload loop.
 */
export function mayReloadFor(targetHref: string, now = Date.now()): boolean {
  const previous = readMarker();
  return !(previous && previous.href === targetHref && now - previous.at < loopWindowMs);
}

export function reloadFor(targetHref: string, now = Date.now()): void {
  try {
    window.sessionStorage.setItem(reloadMarkerKey, JSON.stringify({ href: targetHref, at: now }));
  } catch {
    // Without session storage a reload loop cannot be ruled out; reload once anyway.
  }
  window.location.assign(targetHref);
}
