import { Trans } from "@lingui/react/macro";
import { useRouterState } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { isChunkLoadError, mayReloadFor, reloadFor } from "@/lib/routing/chunk-load-recovery";
import { AppErrorFallback } from "./app-error-fallback";

/**
 * Every route's error boundary. A page whose code failed to download (typically after a new
 * deployment) is loaded again in full; anything else gets the generic fallback.
 */
export function RouteError({ error }: { error: unknown }) {
  const targetHref = useRouterState({ select: (state) => state.location.href });
  const [reloading] = useState(() => isChunkLoadError(error) && mayReloadFor(targetHref));

  useEffect(() => {
    if (reloading) reloadFor(targetHref);
  }, [reloading, targetHref]);

  if (reloading) {
    return (
      <div className="error-page">
        <Spinner />
        <p>
          <Trans>Loading the latest version of this page…</Trans>
        </p>
      </div>
    );
  }
  return <AppErrorFallback error={error} />;
}
