/**
 * How well the media link carries the call, judged from WebRTC statistics (see `link-measure.ts`):
 * `good` carries video, `weak` carries it with trouble, `poor` cannot carry video (the call keeps the sound).
 */
export type ConnectionQuality = "good" | "weak" | "poor";

/** One sample of the link over the last interval; null where the browser gave nothing to judge by. */
export interface LinkMeasure {
  /** Packets lost in either direction, in percent (the worse direction). */
  lossPercent: number | null;
  roundTripMs: number | null;
  /** The browser's estimate of what the link can carry outgoing (congestion control). */
  outgoingKbps: number | null;
  /** Frames of the other side's video decoded per second. */
  framesPerSecond: number | null;
}

/** What the link is expected to carry just now: a measure that does not apply is not held against it. */
export interface LinkUse {
  /** This side sends video: its outgoing estimate must be enough for it. */
  sendingVideo: boolean;
  /** The other side says it sends video: frames are expected to arrive. */
  expectingVideo: boolean;
}

/**
 * At or beyond `poor`, the measure alone makes the link poor; below `good` (above, for rates) it is good.
 * Video needs a few hundred kbit/s and a link that loses few packets; speech survives 10 % loss and a
 * second of delay badly but understandably. Frames decoded say at most `weak`: a slow decoder is the
 * device's trouble (busy CPU), not the link's, and pausing video for it would not be honest to the user.
 */
export const qualityThresholds = {
  lossPercent: { good: 3, poor: 10 },
  roundTripMs: { good: 300, poor: 700 },
  outgoingKbps: { good: 400, poor: 150 },
  framesPerSecond: { good: 12 },
} as const;

const order: Record<ConnectionQuality, number> = { good: 0, weak: 1, poor: 2 };

export function worseOf(a: ConnectionQuality, b: ConnectionQuality): ConnectionQuality {
  return order[a] >= order[b] ? a : b;
}

function higherIsWorse(value: number | null, limits: { good: number; poor: number }): ConnectionQuality {
  if (value === null) return "good";
  if (value >= limits.poor) return "poor";
  return value < limits.good ? "good" : "weak";
}

function lowerIsWorse(value: number | null, limits: { good: number; poor?: number }): ConnectionQuality {
  if (value === null) return "good";
  if (limits.poor !== undefined && value < limits.poor) return "poor";
  return value >= limits.good ? "good" : "weak";
}

/** One sample's verdict: the worst of the measures that apply. */
export function rateLink(measure: LinkMeasure, use: LinkUse): ConnectionQuality {
  const verdicts: ConnectionQuality[] = [
    higherIsWorse(measure.lossPercent, qualityThresholds.lossPercent),
    higherIsWorse(measure.roundTripMs, qualityThresholds.roundTripMs),
    use.sendingVideo ? lowerIsWorse(measure.outgoingKbps, qualityThresholds.outgoingKbps) : "good",
    use.expectingVideo ? lowerIsWorse(measure.framesPerSecond, qualityThresholds.framesPerSecond) : "good",
  ];
  return verdicts.reduce(worseOf, "good");
}

/**
 * The quality shown and acted on, with hysteresis so it does not flap: it gets worse only after
 * `worsenAfterSamples` samples in a row at least that bad, and better only after `improveAfterSamples`
 * in a row at least that good (trouble is believed sooner than recovery).
 */
export interface QualityTrack {
  /** Null until the first sample. */
  level: ConnectionQuality | null;
  /** Samples in a row that were worse (or better) than `level`, and the mildest (or worst) of them. */
  pending: { direction: "worse" | "better"; level: ConnectionQuality; count: number } | null;
}

export const worsenAfterSamples = 2;
export const improveAfterSamples = 3;

export const unmeasured: QualityTrack = { level: null, pending: null };

export function trackQuality(track: QualityTrack, sample: ConnectionQuality): QualityTrack {
  if (track.level === null) return { level: sample, pending: null };
  if (sample === track.level) return { level: track.level, pending: null };
  const direction = order[sample] > order[track.level] ? "worse" : "better";
  const previous = track.pending?.direction === direction ? track.pending : null;
  // Worse samples move the level to the mildest of them; better ones to the least good of them.
  const level =
    previous === null
      ? sample
      : direction === "worse"
        ? order[sample] < order[previous.level] ? sample : previous.level
        : order[sample] > order[previous.level] ? sample : previous.level;
  const count = (previous?.count ?? 0) + 1;
  const needed = direction === "worse" ? worsenAfterSamples : improveAfterSamples;
  if (count >= needed) return { level, pending: null };
  return { level: track.level, pending: { direction, level, count } };
}
