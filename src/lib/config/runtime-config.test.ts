import { describe, expect, it } from "vitest";
import { parseRuntimeConfig } from "./runtime-config";

/** The local collector the e2e Sentry test runs (e2e/support/ports.ts): loopback, never an outside service; a DSN
 * names its public key as the address's user. */
const localCollectorDsn = Object.assign(new URL("http://127.0.0.1:4399/1"), { username: "publickey" }).href;

describe("parseRuntimeConfig", () => {
  it("lets the served config override the build's defaults", () => {
    const config = parseRuntimeConfig(
      { convexUrl: "http://127.0.0.1:3210" },
      { convexUrl: "http://127.0.0.1:4321", sentryDsn: localCollectorDsn },
    );
    expect(config.convexUrl).toBe("http://127.0.0.1:4321");
    expect(config.sentryDsn).toBe(localCollectorDsn);
  });

  it("keeps external services off unless configured", () => {
    const config = parseRuntimeConfig({ convexUrl: "http://127.0.0.1:3210" }, { sentryDsn: "" });
    expect(config.sentryDsn).toBeUndefined();
  });

  it("names every invalid setting", () => {
    expect(() => parseRuntimeConfig({ convexUrl: "not a url", peerPort: "99999" }, {})).toThrow(
      /convexUrl[\s\S]*peerPort/,
    );
  });
});
