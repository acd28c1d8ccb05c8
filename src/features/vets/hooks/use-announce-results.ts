import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { announce } from "@/lib/a11y/announcer";

/** Reads out how many vets the filters found (or that none did) each time a search (named by `searchKey`) settles. */
export function useAnnounceResults(searchKey: string, count: number | null, more: boolean): void {
  const { t } = useLingui();
  useEffect(() => {
    if (count === null) return;
    if (count === 0) announce(t`No veterinarian matches these filters`);
    else if (more) announce(t`${count} or more veterinarians found`);
    else announce(t`${plural(count, { one: "# veterinarian found", other: "# veterinarians found" })}`);
  }, [searchKey, count, more, t]);
}
