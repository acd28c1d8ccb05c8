import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { AppLink } from "@/components/layout/app-link";
import { Button } from "@/components/ui/button";
import type { RelaySummary, SignalingCheck } from "../utils/connection-check";

type ConnectionChecklistProps = {
  signaling: SignalingCheck;
  relay: RelaySummary;
  otherPartyName: string;
  /** The consultation's conversation with the other side: where a call that cannot connect is talked over. */
  messagesHref: string;
  checking: boolean;
  onRecheck: () => void;
};

/** The network half of the check before a call: the call service, and whether the call can cross networks. */
export function ConnectionChecklist({ signaling, relay, otherPartyName, messagesHref, checking, onRecheck }: ConnectionChecklistProps) {
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
              <RelayDetails relay={relay} otherPartyName={otherPartyName} messagesHref={messagesHref} />
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
      return <Trans>The video connects when you and {name} are on the same network; between different networks it may not.</Trans>;
    case "noRelay":
      return <Trans>Connections between networks work, but a strict network (an office, some mobile networks) may block the video.</Trans>;
    case "relayReady":
      return <Trans>Connections between networks work, even through strict networks.</Trans>;
    case "silent":
      return <Trans>The server that carries calls through strict networks did not answer.</Trans>;
  }
}

/**
 * What the network line means for the people on this page (owners and vets) and what they can do. How the servers
 * behind it are set up is for whoever runs Vetline, in the README ("Video calls across networks"), never here.
 */
function RelayDetails({
  relay,
  otherPartyName: name,
  messagesHref,
}: {
  relay: RelaySummary;
  otherPartyName: string;
  messagesHref: string;
}) {
  let meaning: ReactNode;
  switch (relay) {
    case "directOnly":
      meaning = (
        <Trans>
          The video goes straight from your device to {name}’s. That works on the same network, for example the same
          Wi-Fi. From different networks, especially from an office, a school or a mobile network, the video may not
          connect.
        </Trans>
      );
      break;
    case "noRelay":
      meaning = (
        <Trans>
          Some networks, for example in an office, at a school or on mobile data, block video calls. From such a network
          the video may not connect.
        </Trans>
      );
      break;
    case "relayReady":
      return (
        <div className="connection-check__explanation">
          <p>
            <Trans>The video can connect even from networks that block video calls, such as an office or school network.</Trans>
          </p>
        </div>
      );
    default:
      meaning = (
        <Trans>
          The part of the video service that helps calls through strict networks did not answer. From some office, school
          or mobile networks the video may not connect.
        </Trans>
      );
  }
  return (
    <div className="connection-check__explanation">
      <p>{meaning}</p>
      <p>
        <Trans>
          If the video does not connect, try your home Wi-Fi or another network. If it still does not work,
          tell {name} in <AppLink href={messagesHref}>your messages</AppLink>: together you can find another time.
        </Trans>
      </p>
    </div>
  );
}
