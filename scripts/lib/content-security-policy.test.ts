import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./content-security-policy";

const sourcesOf = (policy: string, directive: string) =>
  policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1) ?? [];

describe("contentSecurityPolicy", () => {
  it("lets the app reach only itself, the local backend and its site port, and the signaling server", () => {
    const policy = contentSecurityPolicy({ convexUrl: "http://127.0.0.1:3210", peerPort: 9000 });
    expect(new Set(sourcesOf(policy, "connect-src"))).toEqual(
      new Set([
        "'self'",
        "http://127.0.0.1:3210",
        "ws://127.0.0.1:3210",
        "http://127.0.0.1:3211",
        "http://127.0.0.1:9000",
        "ws://127.0.0.1:9000",
        "https://127.0.0.1:9000",
        "wss://127.0.0.1:9000",
      ]),
    );
    expect(sourcesOf(policy, "script-src")).toEqual(["'self'"]);
    expect(sourcesOf(policy, "object-src")).toEqual(["'none'"]);
    expect(sourcesOf(policy, "frame-ancestors")).toEqual(["'none'"]);
  });

  it("adds a hosted deployment's site domain and the error collector's origin without its key", () => {
    const policy = contentSecurityPolicy({
      convexUrl: "https://happy-otter-123.convex.cloud",
      sentryDsn: "https://secretkey@o1.ingest.sentry.io/42",
      peerHost: "peer.example.org",
      peerPort: 443,
    });
    const connect = sourcesOf(policy, "connect-src");
    expect(connect).toEqual(
      expect.arrayContaining([
        "https://happy-otter-123.convex.cloud",
        "wss://happy-otter-123.convex.cloud",
        "https://happy-otter-123.convex.site",
        "https://o1.ingest.sentry.io",
        "wss://peer.example.org:443",
      ]),
    );
    expect(policy).not.toContain("secretkey");
    expect(connect.some((source) => source.includes("*"))).toBe(false);
  });
});
