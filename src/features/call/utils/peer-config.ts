import { z } from "zod";

/** Where the browser finds the signaling server and which ICE servers (STUN/TURN) it may use. */
export interface PeerClientConfig {
  host: string;
  port: number;
  path: string;
  secure: boolean;
  iceServers: RTCIceServer[];
}

const iceServerSchema = z.object({
  urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  username: z.string().optional(),
  credential: z.string().optional(),
});

const iceServersJsonSchema = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "is not valid JSON" });
      return z.NEVER;
    }
  })
  .pipe(z.array(iceServerSchema));

const peerEnvSchema = z.object({
  VITE_PEER_HOST: z.string().min(1).default("127.0.0.1"),
  VITE_PEER_PORT: z.coerce.number().int().min(1).max(65535).default(9000),
  VITE_PEER_PATH: z
    .string()
    .regex(/^\//, "must start with /")
    .default("/peerjs"),
  VITE_PEER_SECURE: z.enum(["true", "false"]).default("false"),
  // No ICE servers by default: on one machine host candidates suffice and nothing leaves it.
  VITE_ICE_SERVERS: iceServersJsonSchema.default([]),
});

type PeerEnv = Partial<Record<keyof z.input<typeof peerEnvSchema>, string | undefined>>;

/** Reads the PeerJS options from Vite env values; throws one readable list of every invalid variable. */
export function parsePeerClientConfig(env: PeerEnv): PeerClientConfig {
  const withoutBlanks = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ""),
  );
  const result = peerEnvSchema.safeParse(withoutBlanks);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `- ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid video call configuration:\n${problems.join("\n")}`);
  }
  const parsed = result.data;
  return {
    host: parsed.VITE_PEER_HOST,
    port: parsed.VITE_PEER_PORT,
    path: parsed.VITE_PEER_PATH,
    secure: parsed.VITE_PEER_SECURE === "true",
    iceServers: parsed.VITE_ICE_SERVERS.map((server) => ({ ...server })),
  };
}
