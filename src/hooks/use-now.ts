import { useSyncExternalStore } from "react";

/**
 * The current time, re-rendering every `everyMs` (a countdown every second, join buttons and quotes every 30 s).
 * Read to the second, so every component rendering in the same second agrees.
 */
export function useNow(everyMs = 30_000): number {
  return useSyncExternalStore(
    (onChange) => {
      const timer = setInterval(onChange, everyMs);
      return () => clearInterval(timer);
    },
    () => Math.floor(Date.now() / 1_000) * 1_000,
  );
}
