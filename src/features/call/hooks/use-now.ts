import { useSyncExternalStore } from "react";

/** The current time, re-rendering every `everyMs` (for countdowns). */
export function useNow(everyMs = 1_000): number {
  return useSyncExternalStore(
    (onChange) => {
      const timer = setInterval(onChange, everyMs);
      return () => clearInterval(timer);
    },
    () => Math.floor(Date.now() / everyMs) * everyMs,
  );
}
