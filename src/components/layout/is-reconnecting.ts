import type { ConnectionState } from "convex/browser";

/** Lost after having been connected, or still failing to connect after a retry: not a normal first load. */
export function isReconnecting(state: Pick<ConnectionState, "isWebSocketConnected" | "hasEverConnected" | "connectionRetries">) {
  return !state.isWebSocketConnected && (state.hasEverConnected || state.connectionRetries > 0);
}
