import type { PeerClientConfig } from "./peer-config";

/** Whether the PeerJS signaling server (which introduces the two browsers to each other) answered. */
export type SignalingCheck = "checking" | "reachable" | "unreachable";

/** What one kind of configured ICE server did while the browser gathered candidates with it. */
export type IceServerAnswer = "answered" | "silent" | "notConfigured";

export type IceCheck = "checking" | { stun: IceServerAnswer; turn: IceServerAnswer };

/** What the browser reported while gathering candidates with the configured ICE servers. */
export interface IceGathering {
  /** `host`, `srflx` (a STUN server told us our public address), `relay` (a TURN server gave us a relay), … */
  candidateTypes: readonly string[];
  /** The server URLs the browser reported an `icecandidateerror` for. */
  errorUrls: readonly string[];
  /** Gathering finished before the time limit. */
  complete: boolean;
}

type IceKind = "stun" | "turn";

const candidateTypeOf: Record<IceKind, string> = { stun: "srflx", turn: "relay" };

function kindOfUrl(url: string): IceKind | null {
  const scheme = url.trim().toLowerCase().split(":", 1)[0];
  if (scheme === "stun" || scheme === "stuns") return "stun";
  if (scheme === "turn" || scheme === "turns") return "turn";
  return null;
}

function configuredUrls(iceServers: readonly RTCIceServer[]): string[] {
  return iceServers.flatMap((server) => (Array.isArray(server.urls) ? server.urls : [server.urls]));
}

export function configuredIceKinds(iceServers: readonly RTCIceServer[]): Record<IceKind, boolean> {
  const kinds = configuredUrls(iceServers).map(kindOfUrl);
  return { stun: kinds.includes("stun"), turn: kinds.includes("turn") };
}

/** Every configured kind has produced its candidate, so gathering need not wait any longer. */
export function everyConfiguredKindAnswered(iceServers: readonly RTCIceServer[], candidateTypes: readonly string[]): boolean {
  const configured = configuredIceKinds(iceServers);
  return (Object.keys(configured) as IceKind[]).every((kind) => !configured[kind] || candidateTypes.includes(candidateTypeOf[kind]));
}

function answerOf(kind: IceKind, configured: boolean, gathering: IceGathering): IceServerAnswer {
  if (!configured) return "notConfigured";
  if (gathering.candidateTypes.includes(candidateTypeOf[kind])) return "answered";
  // A STUN server that answers with the address the device already has (no NAT in between) yields no new
  // candidate: the browser drops it as a duplicate. Finishing without an error is then its answer. A TURN server
  // that answers always yields a relay candidate.
  const failed = gathering.errorUrls.some((url) => kindOfUrl(url) === kind);
  return kind === "stun" && gathering.complete && !failed ? "answered" : "silent";
}

/** Judges the configured STUN and TURN servers from one round of candidate gathering. */
export function judgeIceServers(iceServers: readonly RTCIceServer[], gathering: IceGathering): IceCheck {
  const configured = configuredIceKinds(iceServers);
  return { stun: answerOf("stun", configured.stun, gathering), turn: answerOf("turn", configured.turn, gathering) };
}

/**
 * What the ICE servers mean for a call, in the terms the prepare page speaks:
 * - `directOnly`: none configured; the browsers can only reach each other on the same network;
 * - `noRelay`: a STUN server answers but there is no TURN server, so strict networks may block the call;
 * - `relayReady`: a TURN server answers, so the call can go through a relay where a network blocks direct paths;
 * - `silent`: a configured server did not answer.
 */
export type RelaySummary = "checking" | "directOnly" | "noRelay" | "relayReady" | "silent";

export function relaySummaryOf(ice: IceCheck): RelaySummary {
  if (ice === "checking") return "checking";
  if (ice.stun === "silent" || ice.turn === "silent") return "silent";
  if (ice.turn === "answered") return "relayReady";
  if (ice.stun === "answered") return "noRelay";
  return "directOnly";
}

/**
 * A cheap request the `peer` server answers without registering anyone: its description at the configured path,
 * over the same scheme, host and port PeerJS will use (PeerJS follows the page's scheme when `secure` is unset).
 */
export function signalingProbeUrl(config: PeerClientConfig, pageProtocol: string): string {
  const secure = config.secure ?? pageProtocol === "https:";
  const path = config.path.endsWith("/") ? config.path : `${config.path}/`;
  const host = config.host.includes(":") && !config.host.startsWith("[") ? `[${config.host}]` : config.host;
  return `${secure ? "https" : "http"}://${host}:${config.port}${path}`;
}

/** The `peer` package describes itself at its path; anything else (a proxy's error page) is not the signaling server. */
export function isSignalingServerAnswer(body: unknown): boolean {
  return typeof body === "object" && body !== null && (body as { name?: unknown }).name === "PeerJS Server";
}
