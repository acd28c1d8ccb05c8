import { Trans, useLingui } from "@lingui/react/macro";
import { useActorRef, useSelector } from "@xstate/react";
import { AppLink } from "@/components/layout/app-link";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useLocale } from "@/hooks/use-locale";
import { formatTimeOnNamedDay } from "@/lib/format/date-time";
import { useViewerTimeZone } from "@/lib/format/use-viewer-time-zone";
import { useDocumentTitle } from "@/lib/routing/use-document-title";
import { connectionCheckMachine } from "../machines/connection-check-machine";
import type { CallAccess } from "../types/call-access";
import { relaySummaryOf } from "../utils/connection-check";
import { prepareVerdictOf, type DeviceReadiness } from "../utils/prepare-verdict";
import { CallActor } from "./call-actor";
import { joinErrorMessage } from "./call-errors";
import { JoinVerdict } from "./join-verdict";
import { ConnectionChecklist } from "./connection-checklist";
import { ConsultationHeading } from "./consultation-heading";
import { DevicePickers, MediaToggles } from "./media-controls";
import { MediaVideo } from "./media-video";
import { MicLevelMeter } from "./mic-level-meter";
import { PermissionHelp } from "./permission-help";
import { PresenceLine } from "./presence-line";

type ConnectionCheckLogic = typeof connectionCheckMachine;

/**
 * /call/{meetingId}/prepare: check camera, microphone and the network the call needs, see who is there, and join
 * when the window opens. `connectionCheck` replaces the network probes in tests.
 */
export function PrepareRoom({ connectionCheck = connectionCheckMachine }: { connectionCheck?: ConnectionCheckLogic }) {
  const { t } = useLingui();
  useDocumentTitle(t`Get ready for your consultation`);
  const access = CallActor.useSelector((snapshot) => snapshot.context.access);
  const peerConfig = CallActor.useSelector((snapshot) => snapshot.context.peerConfig);
  const check = useActorRef(connectionCheck, { input: { peerConfig } });
  const locale = useLocale();
  if (access === null) return null;
  const name = access.otherPartyName;
  return (
    <div className="page-stack call-prepare">
      <header>
        <h1>
          <Trans>Get ready for your consultation</Trans>
        </h1>
        <ConsultationHeading access={access} />
        <PresenceLine access={access} />
        <p>
          <AppLink href={messagesHrefOf(access, locale)}>
            <Trans>Messages and photos with {name}</Trans>
          </AppLink>
        </p>
      </header>
      <div className="call-prepare__grid">
        <section className="card call-prepare__preview" aria-label={t`Your camera and microphone`}>
          <PreviewArea />
        </section>
        <section className="card call-prepare__join" aria-label={t`Devices and joining`}>
          <DevicePickers />
          <AudioOnlyChoice />
          <JoinArea access={access} check={check} />
        </section>
      </div>
    </div>
  );
}

/** The consultation's conversation, on the booking's summary page (the same page for both sides). */
function messagesHrefOf(access: CallAccess, locale: string): string {
  return `/${locale}/bookings/${access.bookingId}/summary#conversation`;
}

function PreviewArea() {
  const { t } = useLingui();
  const call = CallActor.useActorRef();
  const step = CallActor.useSelector((snapshot) =>
    snapshot.matches({ session: { preparing: "permissionDenied" } })
      ? "permissionDenied"
      : snapshot.matches({ session: { preparing: "devicesMissing" } })
        ? "devicesMissing"
        : snapshot.matches({ session: { preparing: "devicesBusy" } })
          ? "devicesBusy"
          : snapshot.matches({ session: { preparing: "checkingDevices" } })
            ? "checking"
            : "preview",
  );
  const localStream = CallActor.useSelector((snapshot) => snapshot.context.localStream);
  const micEnabled = CallActor.useSelector((snapshot) => snapshot.context.micEnabled);
  const cameraEnabled = CallActor.useSelector((snapshot) => snapshot.context.cameraEnabled);
  const audioOnly = CallActor.useSelector((snapshot) => snapshot.context.audioOnly);
  const microphoneAvailable = CallActor.useSelector((snapshot) => snapshot.context.availableDevices.microphone);

  if (step === "permissionDenied") return <PermissionHelp onRetry={() => call.send({ type: "user.retryMedia" })} />;
  if (step === "devicesMissing" || step === "devicesBusy") {
    return (
      <Alert tone="warning">
        <p>
          {step === "devicesMissing" ? (
            microphoneAvailable ? (
              <Trans>We could not find a camera. You can join with audio only, or connect a camera and check again.</Trans>
            ) : (
              <Trans>We could not find a microphone. Connect a microphone or headset, then check again.</Trans>
            )
          ) : (
            <Trans>
              Your camera or microphone is in use by another application. Close it (for example another video call),
              then check again.
            </Trans>
          )}
        </p>
        <div className="call-actions">
          {microphoneAvailable ? (
            <Button variant="primary" onClick={() => call.send({ type: "user.useAudioOnly" })}>
              <Trans>Join with audio only</Trans>
            </Button>
          ) : null}
          <Button onClick={() => call.send({ type: "user.retryMedia" })}>
            <Trans>Check again</Trans>
          </Button>
        </div>
      </Alert>
    );
  }
  return (
    <>
      <div className="call-preview">
        {step === "checking" && localStream === null ? (
          <Spinner label={t`Checking your camera and microphone…`} />
        ) : audioOnly || !cameraEnabled ? (
          <p className="call-preview__placeholder">
            {audioOnly ? <Trans>Audio only</Trans> : <Trans>Your camera is off</Trans>}
          </p>
        ) : (
          <MediaVideo className="call-video call-video--preview" stream={localStream} muted aria-label={t`Your camera`} />
        )}
      </div>
      <div className="call-actions">
        <MediaToggles />
      </div>
      <MicLevelMeter stream={localStream} enabled={micEnabled} />
    </>
  );
}

function AudioOnlyChoice() {
  const call = CallActor.useActorRef();
  const audioOnly = CallActor.useSelector((snapshot) => snapshot.context.audioOnly);
  const canChange = CallActor.useSelector((snapshot) => snapshot.matches({ session: { preparing: "preview" } }));
  return (
    <label className="checkbox-field">
      <input
        type="checkbox"
        checked={audioOnly}
        disabled={!canChange}
        onChange={(event) => call.send({ type: "user.setAudioOnly", audioOnly: event.target.checked })}
      />
      <span>
        <Trans>Audio only (no camera)</Trans>
      </span>
    </label>
  );
}

function useDeviceReadiness(): DeviceReadiness {
  return CallActor.useSelector((snapshot): DeviceReadiness => {
    const preparing = (state: "checkingDevices" | "preview") => snapshot.matches({ session: { preparing: state } });
    if (preparing("checkingDevices")) return "checking";
    if (!preparing("preview")) return "problem";
    const { audioOnly, micEnabled, cameraEnabled, localStream } = snapshot.context;
    if (!micEnabled) return "micMuted";
    if (audioOnly || (localStream?.getVideoTracks().length ?? 0) === 0) return "audioOnly";
    return cameraEnabled ? "ready" : "cameraOff";
  });
}

function JoinArea({ access, check }: { access: CallAccess; check: ReturnType<typeof useActorRef<ConnectionCheckLogic>> }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const call = CallActor.useActorRef();
  const devices = useDeviceReadiness();
  const signaling = useSelector(check, (snapshot) => snapshot.context.signaling);
  const ice = useSelector(check, (snapshot) => snapshot.context.ice);
  const checkingNetwork = useSelector(check, (snapshot) => snapshot.matches("checking"));
  const relay = relaySummaryOf(ice);
  const verdict = prepareVerdictOf({ devices, signaling, relay, window: access.window.status, ended: access.ended });
  const joinError = CallActor.useSelector((snapshot) => snapshot.context.joinError);
  const ready = devices !== "checking" && devices !== "problem";
  const windowOpen = access.window.status === "open" && !access.ended;
  const timeZone = useViewerTimeZone();
  // The heading names the consultation's day: the join time says only its time unless it falls on another day.
  const opensAt = formatTimeOnNamedDay(access.window.opensAt, access.startsAt, i18n.locale, timeZone);
  return (
    <div className="call-prepare__join-action">
      <ConnectionChecklist
        signaling={signaling}
        relay={relay}
        otherPartyName={access.otherPartyName}
        messagesHref={messagesHrefOf(access, locale)}
        checking={checkingNetwork}
        onRecheck={() => check.send({ type: "user.recheck" })}
      />
      {joinError !== null ? <Alert tone="error">{i18n._(joinErrorMessage(joinError))}</Alert> : null}
      <JoinVerdict verdict={verdict} otherPartyName={access.otherPartyName} opensAt={opensAt} />
      <Button variant="primary" disabled={!ready || !windowOpen} onClick={() => call.send({ type: "user.join" })}>
        <Trans>Join the consultation</Trans>
      </Button>
    </div>
  );
}
