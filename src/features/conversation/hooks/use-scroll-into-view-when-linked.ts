import { useEffect, useRef } from "react";

/**
 * A link to `#conversation` (the unseen-message email, the vet overview, the bookings list) lands on a page whose
 * conversation renders only once its data arrives, after the browser looked for the anchor: bring it into view then.
 */
export function useScrollIntoViewWhenLinked(anchorId: string, ready: boolean): void {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current || window.location.hash !== `#${anchorId}`) return;
    done.current = true;
    document.getElementById(anchorId)?.scrollIntoView({ block: "start" });
  }, [anchorId, ready]);
}
