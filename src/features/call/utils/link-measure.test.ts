import { describe, expect, it } from "vitest";
import { measureLink } from "./link-measure";

/** A report like Chromium's getStats(): entries keyed by id. */
function report(entries: Array<Record<string, unknown>>) {
  return new Map(entries.map((entry, index) => [String(entry.id ?? index), entry]));
}

const pair = (overrides: Record<string, unknown> = {}) => ({
  type: "candidate-pair",
  id: "pair-1",
  state: "succeeded",
  nominated: true,
  currentRoundTripTime: 0.05,
  availableOutgoingBitrate: 1_800_000,
  ...overrides,
});

const inbound = (kind: "audio" | "video", packetsReceived: number, packetsLost: number, framesDecoded?: number) => ({
  type: "inbound-rtp",
  id: `in-${kind}`,
  kind,
  packetsReceived,
  packetsLost,
  ...(framesDecoded === undefined ? {} : { framesDecoded }),
});

describe("measureLink", () => {
  it("gives no rates from a connection's first report, only what the browser states", () => {
    const { measure, counters } = measureLink(report([pair(), inbound("audio", 100, 0), inbound("video", 300, 2, 90)]), null, 10_000);
    expect(measure).toEqual({ lossPercent: null, roundTripMs: 50, outgoingKbps: 1_800, framesPerSecond: null });
    expect(counters).toEqual({ atMs: 10_000, packetsLost: 2, packetsReceived: 400, framesDecoded: 90 });
  });

  it("measures loss and frames over the interval since the previous report", () => {
    const first = measureLink(report([pair(), inbound("audio", 100, 0), inbound("video", 300, 0, 90)]), null, 10_000);
    const second = measureLink(report([pair(), inbound("audio", 200, 5), inbound("video", 500, 15, 150)]), first.counters, 12_000);
    // 20 lost of 320 packets in the interval; 60 frames in 2 s.
    expect(second.measure.lossPercent).toBeCloseTo(6.25);
    expect(second.measure.framesPerSecond).toBe(30);
  });

  it("takes the worse direction: loss the other side reports on what this side sends", () => {
    const first = measureLink(report([inbound("audio", 100, 0)]), null, 0);
    const remote = { type: "remote-inbound-rtp", id: "remote-video", kind: "video", fractionLost: 0.2, roundTripTime: 0.9 };
    const second = measureLink(report([inbound("audio", 200, 0), remote]), first.counters, 2_000);
    expect(second.measure.lossPercent).toBeCloseTo(20);
    // Without a candidate pair, the round trip comes from the other side's receiver reports.
    expect(second.measure.roundTripMs).toBeCloseTo(900);
  });

  it("reads the pair the transport selected, not another one", () => {
    const transport = { type: "transport", id: "transport-1", selectedCandidatePairId: "pair-2" };
    const { measure } = measureLink(
      report([pair(), pair({ id: "pair-2", nominated: false, currentRoundTripTime: 0.4, availableOutgoingBitrate: 120_000 }), transport]),
      null,
      0,
    );
    expect(measure.roundTripMs).toBeCloseTo(400);
    expect(measure.outgoingKbps).toBe(120);
  });

  it("counts a counter that went backwards (a new connection) as nothing, not as negative loss", () => {
    const first = measureLink(report([inbound("video", 900, 40, 600)]), null, 0);
    const second = measureLink(report([inbound("video", 50, 0, 10)]), first.counters, 2_000);
    expect(second.measure.lossPercent).toBeNull();
    expect(second.measure.framesPerSecond).toBe(0);
  });

  it("ignores entries that are not stats", () => {
    const { measure } = measureLink({ values: () => [null, 3, { nope: true }] }, null, 0);
    expect(measure).toEqual({ lossPercent: null, roundTripMs: null, outgoingKbps: null, framesPerSecond: null });
  });
});
