import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { announce } from "@/lib/a11y/announcer";

/** How long the results must stay the same before they are read out: arrowing through a select is one search. */
export const RESULTS_SETTLE_MS = 800;

/**
 * Reads out how many vets the filters found (or `noneFound` when none did) once a search (named by `searchKey`) has
 * settled: each arrow key in a select changes the results at once, but only the last one's count is read.
 */
export function useAnnounceResults(searchKey: string, count: number | null, more: boolean, noneFound: string): void {
  const { t } = useLingui();
  useEffect(() => {
    if (count === null) return;
    const timer = window.setTimeout(() => {
      if (count === 0) announce(noneFound);
      else if (more) announce(t`${count} or more veterinarians found`);
      else announce(t`${plural(count, { one: "# veterinarian found", other: "# veterinarians found" })}`);
    }, RESULTS_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [searchKey, count, more, noneFound, t]);
}
