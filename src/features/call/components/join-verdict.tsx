import { Trans } from "@lingui/react/macro";
import { verdictTone, type PrepareVerdict } from "../utils/prepare-verdict";

type JoinVerdictProps = { verdict: PrepareVerdict; otherPartyName: string; opensAt: string };

/**
 * The one verdict before "Join", from devices, network and the join time, announced when it changes; the checks
 * above it say what to do about a failure. "You can join now" only while the window is open.
 */
export function JoinVerdict({ verdict, otherPartyName, opensAt }: JoinVerdictProps) {
  return (
    <p className={`call-prepare__verdict call-prepare__verdict--${verdictTone(verdict)}`} role="status">
      <VerdictText verdict={verdict} otherPartyName={otherPartyName} />{" "}
      {verdict.kind === "cannotReachService" ? null : verdict.joinFrom === "later" ? (
        <Trans>You can join from {opensAt}.</Trans>
      ) : verdict.kind === "ready" && verdict.joinFrom === "now" ? (
        <Trans>You can join now.</Trans>
      ) : null}
    </p>
  );
}

function VerdictText({ verdict, otherPartyName: name }: { verdict: PrepareVerdict; otherPartyName: string }) {
  switch (verdict.kind) {
    case "cannotReachService":
      return (
        <Trans>
          The call service cannot be reached, so the video call would not connect. Check that you are online; on a work
          or public network, try another one (for example mobile data), then check the connection again.
        </Trans>
      );
    case "devicesNeedAttention":
      return <Trans>Your camera or microphone is not ready yet: the message at the preview says what to do.</Trans>;
    case "checking":
      return <Trans>Checking your camera, microphone and connection…</Trans>;
    case "ready":
      return (
        <>
          <DevicesSentence devices={verdict.devices} network={verdict.network} otherPartyName={name} />
          {verdict.network === "sameNetworkOnly" ? (
            <>
              {" "}
              <Trans>The video may not connect if you and {name} are on different networks.</Trans>
            </>
          ) : verdict.network === "relaySilent" ? (
            <>
              {" "}
              <Trans>The server for strict networks did not answer: if the video does not connect, try another network.</Trans>
            </>
          ) : null}
        </>
      );
  }
}

type ReadyVerdict = Extract<PrepareVerdict, { kind: "ready" }>;

/** The connection is called ready only when the video can cross networks; otherwise the caveat after it says why not. */
function DevicesSentence({ devices, network, otherPartyName: name }: Pick<ReadyVerdict, "devices" | "network"> & { otherPartyName: string }) {
  const connectionReady = network === "ready";
  switch (devices) {
    case "ready":
      return connectionReady ? (
        <Trans>Your camera, microphone and connection are ready.</Trans>
      ) : (
        <Trans>Your camera and microphone are ready.</Trans>
      );
    case "audioOnly":
      return connectionReady ? (
        <Trans>Your microphone and connection are ready. You will join with audio only.</Trans>
      ) : (
        <Trans>Your microphone is ready. You will join with audio only.</Trans>
      );
    case "cameraOff":
      return <Trans>Your camera is off: {name} will hear you but not see you. You can turn it on during the call.</Trans>;
    case "micMuted":
      return <Trans>Your microphone is muted: unmute it so that {name} can hear you.</Trans>;
  }
}
