import { describe, expect, it } from "vitest";
import { parseRuntimeConfig } from "./runtime-config";

describe("parseRuntimeConfig", () => {
  it("lets the served config override the build's defaults", () => {
    const config = parseRuntimeConfig(
      { convexUrl: "http://127.0.0.1:3210" },
      { convexUrl: "http://127.0.0.1:4321", sentryDsn: "http://key@127.0.0.1:9999/1" },
    );
    expect(config.convexUrl).toBe("http://127.0.0.1:4321");
    expect(config.sentryDsn).toBe("http://key@127.0.0.1:9999/1");
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
