import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { announce } from "@/lib/a11y/announcer";

/**
 * Says it when the vet a page shows is unpublished or published again while the page is open (vetDetail turning null or
 * back): the page's content changes under the reader without a navigation to read out the new heading.
 */
export function useListingChangeAnnounced(vet: object | null | undefined): void {
  const { t } = useLingui();
  const listed = vet === undefined ? undefined : vet !== null;
  const previous = useRef(listed);
  useEffect(() => {
    const before = previous.current;
    previous.current = listed;
    if (before === undefined || listed === undefined || before === listed) return;
    announce(listed ? t`The veterinarian is listed again.` : t`This veterinarian is not listed right now.`);
  }, [listed, t]);
}
