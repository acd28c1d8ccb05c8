import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { formatTimeWithZone } from "@/lib/format/date-time";
import { useViewerTimeZone } from "@/lib/format/use-viewer-time-zone";
import { useDocumentTitle } from "@/lib/routing/use-document-title";
import { CallActor } from "./call-actor";
import { CallQuality } from "./call-quality";
import { ConnectionStatus } from "./connection-status";
import { DevicePickers, MediaToggles } from "./media-controls";
import { MediaVideo } from "./media-video";
import { RemainingTime } from "./remaining-time";
import { VideoNotice } from "./video-notice";

type CallRoomProps = {
  /** The vet's notes for this booking, from the bookings feature (composed by the route). */
  notesPanel?: ReactNode;
  /** The conversation with the other side (composed by the route): beside the video, independent of the media. */
  conversationPanel?: ReactNode;
};

/** /call/{meetingId}: the other side large, yourself small, the controls, and the vet's end button. */
export function CallRoom({ notesPanel, conversationPanel }: CallRoomProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Consultation`);
  const access = CallActor.useSelector((snapshot) => snapshot.context.access);
  const remoteStream = CallActor.useSelector((snapshot) => snapshot.context.remoteStream);
  const localStream = CallActor.useSelector((snapshot) => snapshot.context.localStream);
  const cameraEnabled = CallActor.useSelector((snapshot) => snapshot.context.cameraEnabled);
  const otherVideo = CallActor.useSelector((snapshot) => snapshot.context.otherMedia?.video ?? "on");
  // While the server registers the join, there is nothing to end yet: the button comes with the call.
  const joining = CallActor.useSelector((snapshot) => snapshot.matches({ session: "joining" }));
  const [notesOpen, setNotesOpen] = useState(false);
  if (access === null) return null;
  const isVet = access.role === "vet";
  const name = access.otherPartyName;

  return (
    <div
      className={`call-room${notesOpen ? " call-room--with-notes" : ""}${conversationPanel !== undefined ? " call-room--with-conversation" : ""}`}
    >
      <h1 className="visually-hidden">
        <Trans>Consultation with {name}</Trans>
      </h1>
      <div className="call-room__stage">
        <div className="call-room__screen">
          {remoteStream !== null ? (
            <MediaVideo className="call-video call-video--remote" stream={remoteStream} aria-label={t`${name}'s video`} />
          ) : (
            <NoVideoFrom name={name} cameraOff={false} />
          )}
          {/* Their video is paused or off: cover its last frame; the element keeps playing their sound. */}
          {remoteStream !== null && otherVideo !== "on" ? <NoVideoFrom name={name} cameraOff={otherVideo === "off"} /> : null}
          {localStream !== null && cameraEnabled && localStream.getVideoTracks().length > 0 ? (
            <MediaVideo className="call-video call-video--self" stream={localStream} muted aria-label={t`Your camera`} />
          ) : null}
          <CallFailure />
        </div>
        {/* Over a large video, in a corner; on a phone, under it, so it never hides the other side. */}
        <div className="call-room__status">
          <div className="call-room__overlay">
            <ConnectionStatus />
            <CallQuality />
            <RemainingTime endsAt={access.endsAt} />
          </div>
          <VideoNotice />
        </div>
      </div>
      <div className="call-room__controls" role="toolbar" aria-label={t`Call controls`}>
        <MediaToggles />
        <DeviceSettings />
        {isVet && notesPanel !== undefined ? (
          <Button aria-expanded={notesOpen} onClick={() => setNotesOpen((open) => !open)}>
            <Trans>Notes</Trans>
          </Button>
        ) : null}
        {isVet && !joining ? <EndConsultation /> : null}
        {/* Beside the vet's End (which ends it for both), Leave is the lesser way out: the red is End's. */}
        <HangUp quiet={isVet && !joining} />
      </div>
      {conversationPanel !== undefined ? (
        <aside className="call-room__conversation" aria-label={t`Messages`}>
          {conversationPanel}
        </aside>
      ) : null}
      {notesOpen && notesPanel !== undefined ? (
        <aside className="call-room__notes" aria-label={t`Consultation notes`}>
          {notesPanel}
        </aside>
      ) : null}
    </div>
  );
}

/**
 * Where their video would be: who is on the other side, not a blank box. Why there is no video is said once, in
 * the status lines beside it (live regions), so this is not read out again.
 */
function NoVideoFrom({ name, cameraOff }: { name: string; cameraOff: boolean }) {
  return (
    <div className="call-video call-video--remote call-video--empty" data-testid="no-remote-video" aria-hidden="true">
      {/* The crossed camera only when they turned it off: not while they are away or connecting. */}
      {cameraOff ? (
        <svg className="call-video__icon" width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
          <path d="M15 10l5-3v10l-5-3M3 7h12v10H3z" strokeLinejoin="round" />
          <path d="M2 3l20 18" strokeLinecap="round" />
        </svg>
      ) : null}
      <span className="call-video__name">{name}</span>
    </div>
  );
}

function DeviceSettings() {
  return (
    <details className="call-room__devices">
      <summary className="button">
        <Trans>Switch device</Trans>
      </summary>
      <div className="call-room__devices-panel card">
        <DevicePickers />
      </div>
    </details>
  );
}

function HangUp({ quiet }: { quiet: boolean }) {
  const call = CallActor.useActorRef();
  const leaving = CallActor.useSelector((snapshot) => snapshot.matches({ session: "leaving" }));
  return (
    <Button variant={quiet ? "secondary" : "danger"} pending={leaving} onClick={() => call.send({ type: "user.hangUp" })}>
      <Trans>Leave</Trans>
    </Button>
  );
}

/**
 * The vet's End button works whether or not the owner is connected right now (they may have closed the tab after
 * the consultation); the question says when they are not, and a refusal (they never joined) shows right here.
 */
function EndConsultation() {
  const { i18n } = useLingui();
  const call = CallActor.useActorRef();
  // "declined": the vet pressed Cancel, and focus goes back to the button that asked.
  const [confirming, setConfirming] = useState<"no" | "asking" | "declined">("no");
  const name = CallActor.useSelector((snapshot) => snapshot.context.access?.otherPartyName ?? "");
  const closesAt = CallActor.useSelector((snapshot) => snapshot.context.access?.window.closesAt ?? 0);
  const connected = CallActor.useSelector((snapshot) =>
    snapshot.matches({ session: { inCall: { connection: "connected" } } }),
  );
  const closing = CallActor.useSelector(
    (snapshot) =>
      snapshot.matches({ session: { inCall: { consultation: "closing" } } }) || snapshot.matches({ session: "endingFromFailure" }),
  );
  const endError = CallActor.useSelector((snapshot) => snapshot.context.endError);
  const timeZone = useViewerTimeZone();
  if (confirming !== "asking") {
    return (
      // After Cancel focus returns here, to the button the question replaced.
      <Button variant="danger" autoFocus={confirming === "declined"} onClick={() => setConfirming("asking")}>
        <Trans>End consultation</Trans>
      </Button>
    );
  }
  const joinClosesAt = formatTimeWithZone(closesAt, i18n.locale, timeZone);
  return (
    <div className="call-room__confirm" role="group">
      <span>
        {connected ? null : (
          <>
            <Trans>{name} is not connected right now.</Trans>{" "}
          </>
        )}
        <Trans>End the consultation for both of you? The payment is then collected, unless connection trouble has made the consultation count as interrupted (then the owner pays nothing).</Trans>
      </span>
      {/* The question replaced the button that was pressed: its answer takes focus. */}
      <Button variant="danger" pending={closing} autoFocus onClick={() => call.send({ type: "user.endConsultation" })}>
        <Trans>End now</Trans>
      </Button>
      <Button variant="ghost" onClick={() => setConfirming("declined")}>
        <Trans>Cancel</Trans>
      </Button>
      {endError === "CALL_NOT_STARTED" ? (
        <Alert tone="error">
          <Trans>
            {name} has not joined yet, so the consultation has not started and cannot be ended. If they do not join, it
            is recorded as a no-show when joining closes at {joinClosesAt}. You can leave the call meanwhile.
          </Trans>
        </Alert>
      ) : endError !== null ? (
        <Alert tone="error">
          <Trans>The consultation could not be ended. Check your connection and try again.</Trans>
        </Alert>
      ) : null}
    </div>
  );
}

/** Signaling unreachable or the peer connection failed: say so, and offer to retry or leave. */
function CallFailure() {
  const call = CallActor.useActorRef();
  const failure = CallActor.useSelector((snapshot) =>
    snapshot.matches({ session: "signalingUnreachable" })
      ? "signaling"
      : snapshot.matches({ session: "peerFailed" })
        ? "peer"
        : snapshot.matches({ session: "connectionLost" })
          ? "lost"
          : null,
  );
  if (failure === null) return null;
  if (failure === "lost") return <ConnectionLost />;
  return (
    <div className="call-room__failure">
      <Alert tone="error">
        <p>
          {failure === "signaling" ? (
            <Trans>We cannot reach the call server. Check your internet connection, then try again.</Trans>
          ) : (
            <Trans>The video connection failed. Trying again usually fixes it.</Trans>
          )}
        </p>
        <div className="call-actions">
          <Button variant="primary" onClick={() => call.send({ type: "user.retry" })}>
            <Trans>Try again</Trans>
          </Button>
          <Button onClick={() => call.send({ type: "user.hangUp" })}>
            <Trans>Leave</Trans>
          </Button>
        </div>
      </Alert>
    </div>
  );
}

/** Reconnecting gave up: one clear way back into the same consultation. */
function ConnectionLost() {
  const call = CallActor.useActorRef();
  return (
    <div className="call-room__failure">
      <Alert tone="error">
        <p>
          <Trans>
            The connection was lost for more than 30 seconds. Check your internet connection, then rejoin: the
            consultation is still open.
          </Trans>
        </p>
        <div className="call-actions">
          <Button variant="primary" onClick={() => call.send({ type: "user.retry" })}>
            <Trans>Rejoin the consultation</Trans>
          </Button>
        </div>
      </Alert>
    </div>
  );
}
