import { Trans } from "@lingui/react/macro";
import { useConvexConnectionState } from "convex/react";
import { isReconnecting } from "./is-reconnecting";

/**
 * A quiet banner while the live connection to the backend is lost. The client reconnects and resubscribes
 * by itself; the banner only tells the user why nothing updates meanwhile. The status region stays
 * mounted so screen readers announce the change.
 */
export function ConnectionStatus() {
  const state = useConvexConnectionState();
  return (
    <div role="status" className="connection-status">
      {isReconnecting(state) ? (
        <p className="connection-status__banner">
          <span className="connection-status__dot" aria-hidden="true" />
          <Trans>Connection lost. Reconnecting…</Trans>
        </p>
      ) : null}
    </div>
  );
}
