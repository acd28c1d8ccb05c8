import { expect, type BrowserContext, type Page } from "@playwright/test";
import { initScriptOf } from "./page-script";

/** A link as the browser measures it (null: as measured). */
export interface LinkCondition {
  lossPercent: number;
  roundTripMs: number;
  outgoingKbps: number;
}

/** Real media counters of the page's call, summed over its peer connections (for "audio goes on"). */
export interface MediaCounters {
  audioPacketsReceived: number;
  /** Video frames that came in over the network: what "no video reaches the other side" is about. */
  videoFramesReceived: number;
  /** Video frames decoded for the screen: what "the video plays" is about (a busy machine decodes late). */
  videoFramesDecoded: number;
}

declare global {
  interface Window {
    __linkCondition?: { set(condition: LinkCondition | null): void; counters(): Promise<MediaCounters> };
  }
}

/**
 * A congested or lossy link, for one browser context, as the browser's statistics report it.
 *
 * What it simulates: WebRTC's `getStats()` says that the other side loses `lossPercent` of what this side
 * sends (remote-inbound-rtp `fractionLost`), that a round trip takes `roundTripMs`, and that congestion
 * control estimates `outgoingKbps` for sending (the selected candidate pair). The app judges the link only
 * through these statistics, exactly as it does on a bad Wi-Fi; the media itself still flows on loopback (a
 * real packet filter would need root and would disturb every other test on the machine). `counters()`
 * reads the real, unaltered counters, so a test can check what is really sent and received.
 */
export async function installLinkConditions(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    initScriptOf(() => {
      const realGetStats = RTCPeerConnection.prototype.getStats;
      const measured = new Set<RTCPeerConnection>();
      let condition: LinkCondition | null = null;
      RTCPeerConnection.prototype.getStats = async function (this: RTCPeerConnection, ...args: [MediaStreamTrack?]) {
        const report = await realGetStats.apply(this, args);
        measured.add(this);
        if (condition === null) return report;
        const { lossPercent, roundTripMs, outgoingKbps } = condition;
        const altered = new Map<string, unknown>();
        report.forEach((entry: RTCStats & Record<string, unknown>, id: string) => {
          if (entry.type === "remote-inbound-rtp") {
            altered.set(id, { ...entry, fractionLost: lossPercent / 100, roundTripTime: roundTripMs / 1000 });
          } else if (entry.type === "candidate-pair") {
            altered.set(id, { ...entry, currentRoundTripTime: roundTripMs / 1000, availableOutgoingBitrate: outgoingKbps * 1000 });
          } else {
            altered.set(id, entry);
          }
        });
        return altered as unknown as RTCStatsReport;
      };
      window.__linkCondition = {
        set(next) {
          condition = next;
        },
        async counters() {
          const totals = { audioPacketsReceived: 0, videoFramesReceived: 0, videoFramesDecoded: 0 };
          for (const connection of measured) {
            if (connection.connectionState !== "connected") continue;
            const report = await realGetStats.call(connection);
            report.forEach((entry: RTCStats & Record<string, unknown>) => {
              if (entry.type !== "inbound-rtp") return;
              if (entry.kind === "audio") totals.audioPacketsReceived += Number(entry.packetsReceived ?? 0);
              if (entry.kind === "video") {
                totals.videoFramesReceived += Number(entry.framesReceived ?? 0);
                totals.videoFramesDecoded += Number(entry.framesDecoded ?? 0);
              }
            });
          }
          return totals;
        },
      };
    }),
  );
}

export async function setLinkCondition(page: Page, condition: LinkCondition | null): Promise<void> {
  await page.evaluate((next) => {
    if (window.__linkCondition === undefined) throw new Error("installLinkConditions was not applied to this page");
    window.__linkCondition.set(next);
  }, condition);
}

export async function mediaCounters(page: Page): Promise<MediaCounters> {
  return await page.evaluate(() => {
    if (window.__linkCondition === undefined) throw new Error("installLinkConditions was not applied to this page");
    return window.__linkCondition.counters();
  });
}

/** What arrives over `ms`: real audio packets and decoded video frames. */
export async function mediaArrivingOver(page: Page, ms: number): Promise<MediaCounters> {
  const before = await mediaCounters(page);
  await page.waitForTimeout(ms);
  const after = await mediaCounters(page);
  return {
    audioPacketsReceived: after.audioPacketsReceived - before.audioPacketsReceived,
    videoFramesReceived: after.videoFramesReceived - before.videoFramesReceived,
    videoFramesDecoded: after.videoFramesDecoded - before.videoFramesDecoded,
  };
}

/**
 * What arrives over `ms` once video has stopped arriving. Frames already on their way when the sender paused
 * (a busy machine holds them longer) are let in first: up to 10 s until half a second passes without one.
 */
export async function mediaArrivingAfterVideoStopped(page: Page, ms: number): Promise<MediaCounters> {
  await expect.poll(async () => (await mediaArrivingOver(page, 500)).videoFramesReceived, { timeout: 10_000 }).toBe(0);
  return await mediaArrivingOver(page, ms);
}
