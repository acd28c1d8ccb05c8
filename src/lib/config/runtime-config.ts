/**
 * One build serves every deployment: the server that hands out index.html may inject a
 * `<meta name="vetline-config" content="{...}">` (see scripts/serve-app.ts); Vite's build-time
 * VITE_* variables are the fallback. Everything external is off unless configured.
 * Validated by hand rather than with zod, which would cost the first page a sixth of its
 * download budget (ADR 0011).
 */
export type RuntimeConfig = {
  convexUrl: string;
  sentryDsn?: string;
  sentryEnvironment?: string;
  peerHost?: string;
  peerPort?: number;
  peerPath?: string;
  peerSecure?: boolean;
  iceServers?: string;
};

type Problems = string[];

function isUrl(value: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function optionalText(raw: Record<string, unknown>, key: keyof RuntimeConfig, problems: Problems, check?: (value: string) => string | null) {
  const value = raw[key];
  if (value === undefined) return undefined;
  if (typeof value !== "string" || value.length === 0) {
    problems.push(`- ${key}: expected text`);
    return undefined;
  }
  const problem = check?.(value);
  if (problem) problems.push(`- ${key}: ${problem}`);
  return problem ? undefined : value;
}

const urlCheck = (value: string) => (isUrl(value) ? null : "expected an http(s) URL");

function validate(raw: Record<string, unknown>): RuntimeConfig {
  const problems: Problems = [];
  const convexUrl = optionalText(raw, "convexUrl", problems, urlCheck);
  if (raw.convexUrl === undefined) problems.push("- convexUrl: required");
  const portValue = raw.peerPort === undefined ? undefined : Number(raw.peerPort);
  if (portValue !== undefined && !(Number.isInteger(portValue) && portValue >= 1 && portValue <= 65_535)) {
    problems.push("- peerPort: expected a port number from 1 to 65535");
  }
  if (raw.peerSecure !== undefined && typeof raw.peerSecure !== "boolean") problems.push("- peerSecure: expected true or false");
  const config: RuntimeConfig = {
    convexUrl: convexUrl ?? "",
    sentryDsn: optionalText(raw, "sentryDsn", problems, urlCheck),
    sentryEnvironment: optionalText(raw, "sentryEnvironment", problems),
    peerHost: optionalText(raw, "peerHost", problems),
    peerPort: portValue,
    peerPath: optionalText(raw, "peerPath", problems, (value) => (value.startsWith("/") ? null : "expected a path starting with /")),
    peerSecure: raw.peerSecure as boolean | undefined,
    iceServers: optionalText(raw, "iceServers", problems),
  };
  if (problems.length > 0) throw new Error(`Invalid Vetline configuration:\n${problems.join("\n")}`);
  return Object.fromEntries(Object.entries(config).filter(([, value]) => value !== undefined)) as RuntimeConfig;
}

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
  return validate({ ...buildTime, ...defined });
}

let cached: RuntimeConfig | undefined;

export function runtimeConfig(): RuntimeConfig {
  cached ??= parseRuntimeConfig(buildTimeConfig(), injectedConfig());
  return cached;
}
