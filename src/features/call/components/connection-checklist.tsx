import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { IceCheck, IceServerAnswer, RelaySummary, SignalingCheck } from "../utils/connection-check";

type ConnectionChecklistProps = {
  signaling: SignalingCheck;
  ice: IceCheck;
  relay: RelaySummary;
  otherPartyName: string;
  checking: boolean;
  onRecheck: () => void;
};

/** The network half of the check before a call: the call service, and whether the call can cross networks. */
export function ConnectionChecklist({ signaling, ice, relay, otherPartyName, checking, onRecheck }: ConnectionChecklistProps) {
  const somethingWrong = signaling === "unreachable" || relay === "silent";
  return (
    <div className="connection-check">
      <ul className="connection-check__list">
        <li className={`connection-check__item connection-check__item--${signaling}`}>
          <p className="connection-check__line">
            <SignalingLine signaling={signaling} />
          </p>
        </li>
        <li className={`connection-check__item connection-check__item--${relay}`}>
          <p className="connection-check__line">
            <RelayLine relay={relay} otherPartyName={otherPartyName} />
          </p>
          {relay === "checking" ? null : (
            <details className="connection-check__details">
              <summary>
                <Trans>What does this mean?</Trans>
              </summary>
              <RelayDetails relay={relay} ice={ice} />
            </details>
          )}
        </li>
      </ul>
      {somethingWrong && !checking ? (
        <Button onClick={onRecheck}>
          <Trans>Check the connection again</Trans>
        </Button>
      ) : null}
    </div>
  );
}

function SignalingLine({ signaling }: { signaling: SignalingCheck }) {
  switch (signaling) {
    case "checking":
      return <Trans>Checking the call service…</Trans>;
    case "reachable":
      return <Trans>The call service is reachable.</Trans>;
    case "unreachable":
      return <Trans>The call service cannot be reached.</Trans>;
  }
}

function RelayLine({ relay, otherPartyName: name }: { relay: RelaySummary; otherPartyName: string }) {
  switch (relay) {
    case "checking":
      return <Trans>Checking connections between networks…</Trans>;
    case "directOnly":
      return <Trans>Direct connections only: the video works when you and {name} are on the same network.</Trans>;
    case "noRelay":
      return <Trans>Connections between networks work, but a strict network (an office, some mobile networks) may block the video.</Trans>;
    case "relayReady":
      return <Trans>Connections between networks work, even through strict networks.</Trans>;
    case "silent":
      return <Trans>The server that carries calls through strict networks did not answer.</Trans>;
  }
}

function WhereToConfigure() {
  return (
    <p>
      <Trans>
        Whoever runs this Vetline sets these servers in the ICE_SERVERS setting (VITE_ICE_SERVERS when building the
        app), as described in the README under “Video calls across networks”.
      </Trans>
    </p>
  );
}

function RelayDetails({ relay, ice }: { relay: RelaySummary; ice: IceCheck }) {
  let explanation: ReactNode;
  switch (relay) {
    case "directOnly":
      explanation = (
        <Trans>
          No STUN or TURN server is set up, so your browser can only offer its address on this network. Between
          different networks, and through strict ones such as offices or some mobile networks, a call needs a relay
          (TURN) server.
        </Trans>
      );
      break;
    case "noRelay":
      explanation = (
        <Trans>
          A STUN server answered, so your browser knows its public address. Where a network blocks direct connections,
          the call needs a relay (TURN) server, and none is set up.
        </Trans>
      );
      break;
    case "relayReady":
      explanation = (
        <Trans>A relay (TURN) server answered: where a network blocks direct connections, the call goes through it.</Trans>
      );
      break;
    default:
      explanation = (
        <Trans>
          If the video does not connect, try another network, for example your home Wi-Fi instead of an office network.
        </Trans>
      );
  }
  return (
    <div className="connection-check__explanation">
      <p>{explanation}</p>
      {ice === "checking" ? null : (
        <ul>
          <li>
            <StunAnswer answer={ice.stun} />
          </li>
          <li>
            <TurnAnswer answer={ice.turn} />
          </li>
        </ul>
      )}
      {relay === "relayReady" ? null : <WhereToConfigure />}
    </div>
  );
}

function StunAnswer({ answer }: { answer: IceServerAnswer }) {
  switch (answer) {
    case "answered":
      return <Trans>The STUN server answered.</Trans>;
    case "silent":
      return <Trans>The STUN server did not answer.</Trans>;
    case "notConfigured":
      return <Trans>No STUN server is set up.</Trans>;
  }
}

function TurnAnswer({ answer }: { answer: IceServerAnswer }) {
  switch (answer) {
    case "answered":
      return <Trans>The TURN server answered.</Trans>;
    case "silent":
      return <Trans>The TURN server did not answer.</Trans>;
    case "notConfigured":
      return <Trans>No TURN server is set up.</Trans>;
  }
}
