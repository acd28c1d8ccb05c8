import { useState } from "react";

/**
 * Which keys appeared after the first render, so something that arrives live (a new booking, an
 * owner entering the prepare room) can be highlighted while what was there on arrival stays calm.
 */
export function useArrivals(keys: readonly string[] | undefined): ReadonlySet<string> {
  const [known, setKnown] = useState<ReadonlySet<string> | null>(null);
  const [arrived, setArrived] = useState<ReadonlySet<string>>(new Set());
  if (keys !== undefined) {
    if (known === null) {
      setKnown(new Set(keys));
    } else {
      const fresh = keys.filter((key) => !known.has(key));
      if (fresh.length > 0) {
        setKnown(new Set([...known, ...fresh]));
        setArrived(new Set([...arrived, ...fresh]));
      }
    }
  }
  return arrived;
}
