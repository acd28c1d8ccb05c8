/**
 * Client B of the live-update benchmark, in its own process: subscribes to one counter over the WebSocket
 * client and prints `value <n> <shared clock ms>` on every update it receives.
 * Usage: local-backend-subscriber.ts <backend url> <counter name>
 */
import { ConvexClient } from "convex/browser";
import WebSocket from "ws";
import { api } from "../local-backend/test/fixtures/functions/_generated/api";
import { sharedClockMs } from "./lib/measure";

const [url, name] = process.argv.slice(2);
if (url === undefined || name === undefined) throw new Error("usage: local-backend-subscriber.ts URL COUNTER_NAME");

const client = new ConvexClient(url, {
  webSocketConstructor: WebSocket as unknown as typeof globalThis.WebSocket,
  unsavedChangesWarning: false,
});
client.onUpdate(api.counters.get, { name }, (value) => {
  process.stdout.write(`value ${value} ${sharedClockMs()}\n`);
});
process.on("SIGTERM", () => {
  void client.close().then(() => process.exit(0));
});
