import { describe, expect, it } from "vitest";
import { isReconnecting } from "./is-reconnecting";

describe("isReconnecting", () => {
  it("is quiet on a first connection and while connected, and speaks up once the connection is lost", () => {
    expect(isReconnecting({ isWebSocketConnected: false, hasEverConnected: false, connectionRetries: 0 })).toBe(false);
    expect(isReconnecting({ isWebSocketConnected: true, hasEverConnected: true, connectionRetries: 0 })).toBe(false);
    expect(isReconnecting({ isWebSocketConnected: false, hasEverConnected: true, connectionRetries: 0 })).toBe(true);
    expect(isReconnecting({ isWebSocketConnected: false, hasEverConnected: false, connectionRetries: 2 })).toBe(true);
  });
});
