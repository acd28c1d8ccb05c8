/** Camera and microphone access through the browser's media APIs, with failures sorted into what the user can do. */

export interface DeviceOption {
  deviceId: string;
  /** Empty until the user grants access: the picker then numbers the devices. */
  label: string;
}

export interface DeviceLists {
  cameras: DeviceOption[];
  microphones: DeviceOption[];
}

export interface MediaRequest {
  cameraId: string | null;
  microphoneId: string | null;
  audioOnly: boolean;
}

export interface LocalMedia {
  stream: MediaStream;
  devices: DeviceLists;
  cameraId: string | null;
  microphoneId: string | null;
}

/**
 * - `permissionDenied`: the browser or the user blocked access; only the site settings can fix it.
 * - `devicesMissing`: no camera or no microphone is plugged in (or the chosen one disappeared).
 * - `devicesBusy`: the device exists but another application holds it, or the hardware failed.
 */
export type MediaProblem = "permissionDenied" | "devicesMissing" | "devicesBusy";

export interface DeviceAvailability {
  camera: boolean;
  microphone: boolean;
}

export class MediaAccessError extends Error {
  constructor(
    readonly problem: MediaProblem,
    readonly available: DeviceAvailability,
  ) {
    super(`Camera or microphone unavailable: ${problem}`);
    this.name = "MediaAccessError";
  }
}

export const noDevices: DeviceLists = { cameras: [], microphones: [] };

export function mediaProblemOf(error: unknown): MediaProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  switch (name) {
    case "NotAllowedError":
    case "SecurityError":
    case "PermissionDeniedError":
      return "permissionDenied";
    case "NotFoundError":
    case "OverconstrainedError":
    case "DevicesNotFoundError":
      return "devicesMissing";
    default:
      return "devicesBusy";
  }
}

export async function listDevices(): Promise<DeviceLists> {
  const devices = await navigator.mediaDevices.enumerateDevices();
  const options = (kind: MediaDeviceKind): DeviceOption[] =>
    devices
      .filter((device) => device.kind === kind)
      .map((device) => ({ deviceId: device.deviceId, label: device.label }));
  return { cameras: options("videoinput"), microphones: options("audioinput") };
}

function constraintsFor(request: MediaRequest): MediaStreamConstraints {
  const pick = (deviceId: string | null): MediaTrackConstraints | true =>
    deviceId === null ? true : { deviceId: { exact: deviceId } };
  return {
    audio: pick(request.microphoneId),
    video: request.audioOnly ? false : pick(request.cameraId),
  };
}

export async function openLocalMedia(request: MediaRequest): Promise<LocalMedia> {
  if (typeof navigator === "undefined" || navigator.mediaDevices?.getUserMedia === undefined) {
    // Browsers hide the media API outside secure contexts (plain http on a non-local host).
    throw new MediaAccessError("permissionDenied", { camera: false, microphone: false });
  }
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia(constraintsFor(request));
  } catch (error) {
    const devices = await listDevices().catch(() => noDevices);
    throw new MediaAccessError(mediaProblemOf(error), {
      camera: devices.cameras.length > 0,
      microphone: devices.microphones.length > 0,
    });
  }
  const devices = await listDevices().catch(() => noDevices);
  return {
    stream,
    devices,
    cameraId: stream.getVideoTracks()[0]?.getSettings().deviceId ?? null,
    microphoneId: stream.getAudioTracks()[0]?.getSettings().deviceId ?? null,
  };
}

export function stopMedia(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/** Calls back with fresh lists whenever a camera or microphone is plugged in or out. */
export function watchDeviceLists(onChange: (devices: DeviceLists) => void): () => void {
  const mediaDevices = typeof navigator === "undefined" ? undefined : navigator.mediaDevices;
  if (mediaDevices === undefined) return () => undefined;
  const refresh = () => {
    listDevices().then(onChange, () => undefined);
  };
  mediaDevices.addEventListener("devicechange", refresh);
  return () => mediaDevices.removeEventListener("devicechange", refresh);
}
