import { describe, expect, it } from "vitest";
import {
  improveAfterSamples,
  rateLink,
  trackQuality,
  unmeasured,
  worsenAfterSamples,
  type ConnectionQuality,
  type LinkMeasure,
  type QualityTrack,
} from "./connection-quality";

const healthy: LinkMeasure = { lossPercent: 0.5, roundTripMs: 40, outgoingKbps: 2_500, framesPerSecond: 30 };
const sendingAndReceiving = { sendingVideo: true, expectingVideo: true };

describe("rateLink: one sample", () => {
  it("calls a healthy link good", () => {
    expect(rateLink(healthy, sendingAndReceiving)).toBe("good");
  });

  it.each([
    ["2.9 % loss", { lossPercent: 2.9 }, "good"],
    ["3 % loss", { lossPercent: 3 }, "weak"],
    ["9.9 % loss", { lossPercent: 9.9 }, "weak"],
    ["10 % loss", { lossPercent: 10 }, "poor"],
    ["299 ms round trip", { roundTripMs: 299 }, "good"],
    ["300 ms round trip", { roundTripMs: 300 }, "weak"],
    ["700 ms round trip", { roundTripMs: 700 }, "poor"],
    ["400 kbit/s outgoing", { outgoingKbps: 400 }, "good"],
    ["399 kbit/s outgoing", { outgoingKbps: 399 }, "weak"],
    ["149 kbit/s outgoing", { outgoingKbps: 149 }, "poor"],
    ["12 frames a second", { framesPerSecond: 12 }, "good"],
    ["11 frames a second", { framesPerSecond: 11 }, "weak"],
  ] as Array<[string, Partial<LinkMeasure>, ConnectionQuality]>)("%s alone makes it %s", (_, change, expected) => {
    expect(rateLink({ ...healthy, ...change }, sendingAndReceiving)).toBe(expected);
  });

  it("takes the worst measure", () => {
    expect(rateLink({ ...healthy, lossPercent: 5, roundTripMs: 900 }, sendingAndReceiving)).toBe("poor");
  });

  it("never calls a link poor for slow decoding alone (a busy device, not the network)", () => {
    expect(rateLink({ ...healthy, framesPerSecond: 0 }, sendingAndReceiving)).toBe("weak");
  });

  it("ignores the outgoing estimate while this side sends no video", () => {
    expect(rateLink({ ...healthy, outgoingKbps: 40 }, { sendingVideo: false, expectingVideo: true })).toBe("good");
  });

  it("ignores missing frames while the other side sends no video", () => {
    expect(rateLink({ ...healthy, framesPerSecond: 0 }, { sendingVideo: true, expectingVideo: false })).toBe("good");
  });

  it("does not judge what the browser did not measure", () => {
    const nothing: LinkMeasure = { lossPercent: null, roundTripMs: null, outgoingKbps: null, framesPerSecond: null };
    expect(rateLink(nothing, sendingAndReceiving)).toBe("good");
  });
});

function afterSamples(samples: ConnectionQuality[], start: QualityTrack = unmeasured): Array<ConnectionQuality | null> {
  const levels: Array<ConnectionQuality | null> = [];
  let track = start;
  for (const sample of samples) {
    track = trackQuality(track, sample);
    levels.push(track.level);
  }
  return levels;
}

describe("trackQuality: hysteresis", () => {
  it("takes the first sample as it is", () => {
    expect(afterSamples(["weak"])).toEqual(["weak"]);
  });

  it("believes trouble after two samples in a row", () => {
    expect(worsenAfterSamples).toBe(2);
    expect(afterSamples(["good", "poor", "poor"])).toEqual(["good", "good", "poor"]);
  });

  it("believes recovery only after three samples in a row", () => {
    expect(improveAfterSamples).toBe(3);
    expect(afterSamples(["poor", "good", "good", "good"])).toEqual(["poor", "poor", "poor", "good"]);
  });

  it("does not flap on a link that alternates between good and poor", () => {
    expect(afterSamples(["good", "poor", "good", "poor", "good", "poor", "good"])).toEqual(Array(7).fill("good"));
    expect(afterSamples(["poor", "good", "poor", "good", "good", "poor"])).toEqual(Array(6).fill("poor"));
  });

  it("worsens only as far as the mildest of the bad samples", () => {
    expect(afterSamples(["good", "poor", "weak"])).toEqual(["good", "good", "weak"]);
  });

  it("improves only as far as the least good of the better samples", () => {
    expect(afterSamples(["poor", "good", "weak", "good"])).toEqual(["poor", "poor", "poor", "weak"]);
  });

  it("a sample at the current level interrupts a run", () => {
    expect(afterSamples(["good", "poor", "good", "poor"])).toEqual(["good", "good", "good", "good"]);
  });
});
