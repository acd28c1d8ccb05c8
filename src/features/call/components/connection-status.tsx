import { Trans, useLingui } from "@lingui/react/macro";
import { formatSeconds } from "@/lib/format/duration";
import { useNow } from "@/hooks/use-now";
import { CallActor } from "./call-actor";

type Connection = "connecting" | "waiting" | "otherLeft" | "connected" | "reconnecting" | "serverLost" | "lost" | "failed";

/**
 * One line that says how the call is doing, announced politely to screen readers. While reconnecting,
 * the time so far is shown beside it but not announced every second (it stays readable on demand).
 */
export function ConnectionStatus() {
  const name = CallActor.useSelector((snapshot) => snapshot.context.access?.otherPartyName ?? "");
  const interruptedAt = CallActor.useSelector((snapshot) => snapshot.context.interruptedAt);
  const connection = CallActor.useSelector((snapshot): Connection => {
    const inCall = (state: "connected" | "waitingForOther" | "reconnecting") =>
      snapshot.matches({ session: { inCall: { connection: state } } });
    if (snapshot.matches({ session: "connectionLost" })) return "lost";
    if (snapshot.matches({ session: "signalingUnreachable" }) || snapshot.matches({ session: "peerFailed" })) {
      return "failed";
    }
    if (inCall("reconnecting")) return "reconnecting";
    if (inCall("connected")) return snapshot.context.signalingOnline ? "connected" : "serverLost";
    if (inCall("waitingForOther")) return snapshot.context.access?.other.presence === "left" ? "otherLeft" : "waiting";
    return "connecting";
  });
  return (
    <div className={`call-status call-status--${connection}`}>
      <p role="status" aria-live="polite">
        <span className="call-status__dot" aria-hidden="true" />
        {connection === "connecting" ? (
          <Trans>Connecting…</Trans>
        ) : connection === "waiting" ? (
          <Trans>Waiting for {name}…</Trans>
        ) : connection === "otherLeft" ? (
          <Trans>{name} left the call. You can wait here for them to come back.</Trans>
        ) : connection === "connected" ? (
          <Trans>Connected</Trans>
        ) : connection === "serverLost" ? (
          <Trans>Connected. Reconnecting to the server…</Trans>
        ) : connection === "reconnecting" ? (
          <Trans>Connection lost. Reconnecting…</Trans>
        ) : connection === "lost" ? (
          <Trans>The connection could not be restored</Trans>
        ) : (
          <Trans>Not connected</Trans>
        )}
      </p>
      {connection === "reconnecting" && interruptedAt !== null ? <ReconnectingFor since={interruptedAt} /> : null}
    </div>
  );
}

function ReconnectingFor({ since }: { since: number }) {
  const { i18n } = useLingui();
  const now = useNow(1_000);
  const elapsed = formatSeconds(Math.max(0, Math.round((now - since) / 1_000)), i18n.locale);
  return (
    <p className="call-status__elapsed">
      <Trans>Trying for {elapsed}</Trans>
    </p>
  );
}
