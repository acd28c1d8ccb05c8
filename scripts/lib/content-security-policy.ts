export type ServedConfig = {
  convexUrl: string;
  sentryDsn?: string | undefined;
  peerHost?: string | undefined;
  peerPort?: number | undefined;
  peerPath?: string | undefined;
  iceServers?: string | undefined;
};

function origin(url: string): string {
  return new URL(url).origin;
}

function websocketOrigin(url: string): string {
  const parsed = new URL(url);
  parsed.protocol = parsed.protocol === "https:" ? "wss:" : "ws:";
  return parsed.origin;
}

/** Only the app itself, its backend, the signaling server and configured services may be reached. */
export function contentSecurityPolicy(config: ServedConfig): string {
  const peerHost = config.peerHost ?? "127.0.0.1";
  const peerPort = config.peerPort ?? 9000;
  const connect = new Set<string>(["'self'", origin(config.convexUrl), websocketOrigin(config.convexUrl)]);
  const siteUrl = new URL(config.convexUrl);
  // The backend's site port (HTTP actions, file URLs) is the API port + 1 locally; on Convex it is *.convex.site.
  if (siteUrl.hostname.endsWith(".convex.cloud")) {
    connect.add(`https://${siteUrl.hostname.replace(/\.convex\.cloud$/, ".convex.site")}`);
  } else {
    siteUrl.port = String(Number(siteUrl.port || (siteUrl.protocol === "https:" ? 443 : 80)) + 1);
    connect.add(siteUrl.origin);
  }
  connect.add(`http://${peerHost}:${peerPort}`);
  connect.add(`ws://${peerHost}:${peerPort}`);
  connect.add(`https://${peerHost}:${peerPort}`);
  connect.add(`wss://${peerHost}:${peerPort}`);
  if (config.sentryDsn) connect.add(origin(config.sentryDsn.replace(/\/\/[^@]*@/, "//")));
  const images = [...connect].filter((source) => source.startsWith("http") || source === "'self'");
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${images.join(" ")}`,
    "media-src 'self' blob: mediastream:",
    `connect-src ${[...connect].join(" ")}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
