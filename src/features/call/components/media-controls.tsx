import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@/components/ui/button";
import { CallActor } from "./call-actor";

/** Microphone and camera switches, shared by the prepare room and the call. Labels name the action. */
export function MediaToggles() {
  const call = CallActor.useActorRef();
  const micEnabled = CallActor.useSelector((snapshot) => snapshot.context.micEnabled);
  const cameraEnabled = CallActor.useSelector((snapshot) => snapshot.context.cameraEnabled);
  const hasVideo = CallActor.useSelector(
    (snapshot) => (snapshot.context.localStream?.getVideoTracks().length ?? 0) > 0,
  );
  return (
    <>
      <Button onClick={() => call.send({ type: "user.toggleMic" })}>
        {micEnabled ? <Trans>Mute</Trans> : <Trans>Unmute</Trans>}
      </Button>
      {hasVideo ? (
        <Button onClick={() => call.send({ type: "user.toggleCamera" })}>
          {cameraEnabled ? <Trans>Camera off</Trans> : <Trans>Camera on</Trans>}
        </Button>
      ) : null}
    </>
  );
}

/** Camera and microphone pickers; labels come from the browser once permission is granted. */
export function DevicePickers() {
  const { t } = useLingui();
  const call = CallActor.useActorRef();
  const devices = CallActor.useSelector((snapshot) => snapshot.context.devices);
  const cameraId = CallActor.useSelector((snapshot) => snapshot.context.cameraId);
  const microphoneId = CallActor.useSelector((snapshot) => snapshot.context.microphoneId);
  const audioOnly = CallActor.useSelector((snapshot) => snapshot.context.audioOnly);
  return (
    <div className="device-pickers">
      {!audioOnly && devices.cameras.length > 0 ? (
        <label className="field">
          <span className="field__label">{t`Camera`}</span>
          <select
            className="select"
            value={cameraId ?? ""}
            onChange={(event) => call.send({ type: "user.selectCamera", deviceId: event.target.value })}
          >
            {devices.cameras.map((camera, index) => (
              <option key={camera.deviceId} value={camera.deviceId}>
                {camera.label || t`Camera ${index + 1}`}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {devices.microphones.length > 0 ? (
        <label className="field">
          <span className="field__label">{t`Microphone`}</span>
          <select
            className="select"
            value={microphoneId ?? ""}
            onChange={(event) => call.send({ type: "user.selectMicrophone", deviceId: event.target.value })}
          >
            {devices.microphones.map((microphone, index) => (
              <option key={microphone.deviceId} value={microphone.deviceId}>
                {microphone.label || t`Microphone ${index + 1}`}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}
