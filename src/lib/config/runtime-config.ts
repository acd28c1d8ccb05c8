import * as z from "zod/mini";

/**
 * One build serves every deployment: the server that hands out index.html may inject a
 * `<meta name="vetline-config" content="{...}">` (see scripts/serve-app.ts); Vite's build-time
 * VITE_* variables are the fallback. Everything external is off unless configured.
 */
// zod/mini keeps the validator out of the way of the first page's download budget.
const runtimeConfigSchema = z.object({
  convexUrl: z.url(),
  sentryDsn: z.optional(z.url()),
  sentryEnvironment: z.optional(z.string().check(z.minLength(1))),
  peerHost: z.optional(z.string().check(z.minLength(1))),
  peerPort: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(65_535))),
  peerPath: z.optional(z.string().check(z.startsWith("/"))),
  peerSecure: z.optional(z.boolean()),
  iceServers: z.optional(z.string()),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

function emptyToUndefined(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === "" ? undefined : value;
}

function buildTimeConfig(): Record<string, unknown> {
  const env = import.meta.env;
  return {
    convexUrl: emptyToUndefined(env.VITE_CONVEX_URL) ?? "http://127.0.0.1:3210",
    sentryDsn: emptyToUndefined(env.VITE_SENTRY_DSN),
    sentryEnvironment: emptyToUndefined(env.VITE_SENTRY_ENVIRONMENT),
    peerHost: emptyToUndefined(env.VITE_PEER_HOST),
    peerPort: emptyToUndefined(env.VITE_PEER_PORT),
    peerPath: emptyToUndefined(env.VITE_PEER_PATH),
    iceServers: emptyToUndefined(env.VITE_ICE_SERVERS),
  };
}

function injectedConfig(): Record<string, unknown> {
  const content = document.querySelector('meta[name="vetline-config"]')?.getAttribute("content");
  if (!content) return {};
  const parsed: unknown = JSON.parse(content);
  return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
}

export function parseRuntimeConfig(buildTime: Record<string, unknown>, injected: Record<string, unknown>): RuntimeConfig {
  const defined = Object.fromEntries(Object.entries(injected).filter(([, value]) => value !== undefined && value !== ""));
  const result = runtimeConfigSchema.safeParse({ ...buildTime, ...defined });
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `- ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid Vetline configuration:\n${problems}`);
  }
  return result.data;
}

let cached: RuntimeConfig | undefined;

export function runtimeConfig(): RuntimeConfig {
  cached ??= parseRuntimeConfig(buildTimeConfig(), injectedConfig());
  return cached;
}
