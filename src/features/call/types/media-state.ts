import type { ConnectionQuality } from "../utils/connection-quality";

/**
 * What one side tells the other over the peer data channel (ADR 0030, "Quality and video"):
 * - `quality`: its own measure of the link (null until measured);
 * - `video`: `on`, `off` (camera off or audio only, by choice) or `paused` (dropped to keep the sound);
 * - `microphone`: `muted` when its microphone is muted (absent from older pages: taken as `on`).
 */
export interface MediaState {
  quality: ConnectionQuality | null;
  video: "on" | "off" | "paused";
  microphone: "on" | "muted";
}

const qualities = new Set<unknown>(["good", "weak", "poor", null]);
const videoStates = new Set<unknown>(["on", "off", "paused"]);
const microphoneStates = new Set<unknown>(["on", "muted", undefined]);

/** Data from the other browser is not trusted to have any shape: anything else is ignored. */
export function mediaStateFrom(data: unknown): MediaState | null {
  if (typeof data !== "object" || data === null) return null;
  const { quality, video, microphone } = data as Record<string, unknown>;
  if (!qualities.has(quality) || !videoStates.has(video) || !microphoneStates.has(microphone)) return null;
  return {
    quality: quality as MediaState["quality"],
    video: video as MediaState["video"],
    microphone: microphone === "muted" ? "muted" : "on",
  };
}

export function sameMediaState(a: MediaState | null, b: MediaState | null): boolean {
  return a?.quality === b?.quality && a?.video === b?.video && a?.microphone === b?.microphone;
}
