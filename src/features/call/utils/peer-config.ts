import { z } from "zod";
import type { RuntimeConfig } from "@/lib/config/runtime-config";

/** Where the browser finds the signaling server and which ICE servers (STUN/TURN) it may use. */
export interface PeerClientConfig {
  host: string;
  port: number;
  path: string;
  /** Unset: PeerJS follows the page (wss on https). */
  secure: boolean | undefined;
  iceServers: RTCIceServer[];
}

export type PeerSettings = Pick<RuntimeConfig, "peerHost" | "peerPort" | "peerPath" | "peerSecure" | "iceServers">;

const iceServersSchema = z.array(
  z.object({
    urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
    username: z.string().optional(),
    credential: z.string().optional(),
  }),
);

function parseIceServers(json: string | undefined): RTCIceServer[] {
  // No ICE servers by default: on one machine host candidates suffice, and nothing leaves it.
  if (json === undefined || json.trim() === "") return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error("Invalid video call configuration: iceServers (VITE_ICE_SERVERS) is not valid JSON");
  }
  const result = iceServersSchema.safeParse(parsed);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `- iceServers.${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid video call configuration:\n${problems.join("\n")}`);
  }
  return result.data.map((server) => ({ ...server }));
}

/** The PeerJS options from the app's runtime configuration, defaulting to the local signaling server. */
export function peerClientConfigFrom(settings: PeerSettings): PeerClientConfig {
  return {
    host: settings.peerHost ?? "127.0.0.1",
    port: settings.peerPort ?? 9000,
    path: settings.peerPath ?? "/peerjs",
    secure: settings.peerSecure,
    iceServers: parseIceServers(settings.iceServers),
  };
}
