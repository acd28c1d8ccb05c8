import { Trans } from "@lingui/react/macro";
import { CallActor } from "./call-actor";

type Connection = "connecting" | "waiting" | "connected" | "reconnecting" | "serverLost" | "failed";

/** One line that says how the call is doing, announced politely to screen readers. */
export function ConnectionStatus() {
  const name = CallActor.useSelector((snapshot) => snapshot.context.access?.otherPartyName ?? "");
  const connection = CallActor.useSelector((snapshot): Connection => {
    const inCall = (state: "connected" | "waitingForOther" | "reconnecting") => snapshot.matches({ session: { inCall: { connection: state } } });
    if (snapshot.matches({ session: "signalingUnreachable" }) || snapshot.matches({ session: "peerFailed" })) {
      return "failed";
    }
    if (inCall("reconnecting")) return "reconnecting";
    if (inCall("connected")) return snapshot.context.signalingOnline ? "connected" : "serverLost";
    if (inCall("waitingForOther")) return "waiting";
    return "connecting";
  });
  return (
    <p className={`call-status call-status--${connection}`} role="status" aria-live="polite">
      <span className="call-status__dot" aria-hidden="true" />
      {connection === "connecting" ? (
        <Trans>Connecting…</Trans>
      ) : connection === "waiting" ? (
        <Trans>Waiting for {name}…</Trans>
      ) : connection === "connected" ? (
        <Trans>Connected</Trans>
      ) : connection === "serverLost" ? (
        <Trans>Connected. Reconnecting to the server…</Trans>
      ) : connection === "reconnecting" ? (
        <Trans>Connection lost. Reconnecting…</Trans>
      ) : (
        <Trans>Not connected</Trans>
      )}
    </p>
  );
}
