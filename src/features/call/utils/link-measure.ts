import type { LinkMeasure } from "./connection-quality";

/** The counters of one `getStats()` report that are compared with the next one. */
export interface LinkCounters {
  atMs: number;
  packetsLost: number;
  packetsReceived: number;
  framesDecoded: number;
}

/** The fields of WebRTC stats entries this reads (RTCStatsReport entries are plain objects with `type`). */
type StatsEntry = {
  type: string;
  id?: string;
  kind?: string;
  timestamp?: number;
  packetsLost?: number;
  packetsReceived?: number;
  framesDecoded?: number;
  fractionLost?: number;
  roundTripTime?: number;
  currentRoundTripTime?: number;
  availableOutgoingBitrate?: number;
  selectedCandidatePairId?: string;
  state?: string;
  nominated?: boolean;
};

/** Anything with the shape of an RTCStatsReport's `values()`. */
export interface StatsReportLike {
  values(): Iterable<unknown>;
}

function entriesOf(report: StatsReportLike): StatsEntry[] {
  return Array.from(report.values()).filter(
    (entry): entry is StatsEntry => typeof entry === "object" && entry !== null && typeof (entry as StatsEntry).type === "string",
  );
}

function selectedPair(entries: StatsEntry[]): StatsEntry | undefined {
  const selectedId = entries.find((entry) => entry.type === "transport" && entry.selectedCandidatePairId)?.selectedCandidatePairId;
  const pairs = entries.filter((entry) => entry.type === "candidate-pair");
  return (
    pairs.find((pair) => pair.id === selectedId) ??
    pairs.find((pair) => pair.state === "succeeded" && pair.nominated === true) ??
    pairs.find((pair) => pair.state === "succeeded")
  );
}

const sum = (values: Array<number | undefined>) => values.reduce<number>((total, value) => total + (value ?? 0), 0);

/**
 * Reduces one stats report to a measure of the last interval (counters compared with the previous report's)
 * and the counters to compare the next report with. The first report of a connection gives no rates.
 */
export function measureLink(report: StatsReportLike, previous: LinkCounters | null, nowMs: number): { measure: LinkMeasure; counters: LinkCounters } {
  const entries = entriesOf(report);
  const inbound = entries.filter((entry) => entry.type === "inbound-rtp");
  const counters: LinkCounters = {
    atMs: nowMs,
    packetsLost: sum(inbound.map((entry) => entry.packetsLost)),
    packetsReceived: sum(inbound.map((entry) => entry.packetsReceived)),
    framesDecoded: sum(inbound.filter((entry) => entry.kind === "video").map((entry) => entry.framesDecoded)),
  };

  // Loss on what this side receives, over the interval; the other side reports the loss on what it receives.
  let receiveLoss: number | null = null;
  if (previous !== null) {
    const lost = Math.max(0, counters.packetsLost - previous.packetsLost);
    const received = Math.max(0, counters.packetsReceived - previous.packetsReceived);
    if (lost + received > 0) receiveLoss = (100 * lost) / (lost + received);
  }
  const remoteInbound = entries.filter((entry) => entry.type === "remote-inbound-rtp");
  const sendLosses = remoteInbound.flatMap((entry) => (entry.fractionLost === undefined ? [] : [entry.fractionLost * 100]));
  const losses = [...(receiveLoss === null ? [] : [receiveLoss]), ...sendLosses];

  const pair = selectedPair(entries);
  const remoteRoundTrips = remoteInbound.flatMap((entry) => (entry.roundTripTime === undefined ? [] : [entry.roundTripTime]));
  const roundTripSeconds = pair?.currentRoundTripTime ?? (remoteRoundTrips.length > 0 ? Math.max(...remoteRoundTrips) : undefined);

  const seconds = previous === null ? 0 : (nowMs - previous.atMs) / 1_000;
  return {
    measure: {
      lossPercent: losses.length > 0 ? Math.max(...losses) : null,
      roundTripMs: roundTripSeconds === undefined ? null : roundTripSeconds * 1_000,
      outgoingKbps: pair?.availableOutgoingBitrate === undefined ? null : pair.availableOutgoingBitrate / 1_000,
      framesPerSecond: seconds > 0 ? Math.max(0, counters.framesDecoded - (previous?.framesDecoded ?? 0)) / seconds : null,
    },
    counters,
  };
}
