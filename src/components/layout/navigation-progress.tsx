import { useLingui } from "@lingui/react/macro";
import { useRouterState } from "@tanstack/react-router";
import { useEffect, useState } from "react";

/** Long enough that a page already preloaded by a hover arrives without the bar flashing. */
const SHOW_AFTER_MS = 200;

/**
 * A thin bar along the top while the next page loads: on a slow network the address changes at the click, but the
 * page only once its code, strings and data are here, and nothing else would say that the click was taken.
 */
export function NavigationProgress() {
  const { t } = useLingui();
  const loading = useRouterState({ select: (state) => state.isLoading });
  const [delayPassed, setDelayPassed] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setDelayPassed(true), SHOW_AFTER_MS);
    return () => {
      clearTimeout(timer);
      setDelayPassed(false);
    };
  }, [loading]);
  return loading && delayPassed ? <div className="navigation-progress" role="progressbar" aria-label={t`Loading the page`} /> : null;
}
