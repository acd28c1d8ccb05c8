import { describe, expect, it } from "vitest";
import { prepareVerdictOf, verdictTone, type PrepareChecks } from "./prepare-verdict";

const allClear: PrepareChecks = { devices: "ready", signaling: "reachable", relay: "noRelay", window: "open", ended: false };

describe("prepareVerdictOf", () => {
  it("is ready to join now when devices work, the call service answers and the window is open", () => {
    const verdict = prepareVerdictOf(allClear);
    expect(verdict).toEqual({ kind: "ready", devices: "ready", network: "ready", joinFrom: "now" });
    expect(verdictTone(verdict)).toBe("success");
    expect(prepareVerdictOf({ ...allClear, relay: "relayReady" })).toMatchObject({ network: "ready" });
  });

  it("does not call the connection ready when the video can only connect on one network: a caveat, not an alarm", () => {
    const verdict = prepareVerdictOf({ ...allClear, relay: "directOnly" });
    expect(verdict).toEqual({ kind: "ready", devices: "ready", network: "sameNetworkOnly", joinFrom: "now" });
    expect(verdictTone(verdict)).toBe("info");
  });

  it("never says 'now' before the window opens or after it closed", () => {
    expect(prepareVerdictOf({ ...allClear, window: "early" })).toMatchObject({ kind: "ready", joinFrom: "later" });
    expect(prepareVerdictOf({ ...allClear, window: "closed" })).toMatchObject({ kind: "ready", joinFrom: "never" });
    expect(prepareVerdictOf({ ...allClear, ended: true })).toMatchObject({ kind: "ready", joinFrom: "never" });
    expect(prepareVerdictOf({ ...allClear, devices: "checking", window: "early" })).toEqual({ kind: "checking", joinFrom: "later" });
  });

  it("puts an unreachable call service first: nothing else can make the call work", () => {
    for (const devices of ["checking", "problem", "ready", "micMuted"] as const) {
      const verdict = prepareVerdictOf({ ...allClear, devices, signaling: "unreachable", relay: "silent" });
      expect(verdict).toEqual({ kind: "cannotReachService" });
      expect(verdictTone(verdict)).toBe("error");
    }
  });

  it("sends a device problem back to the preview's help", () => {
    expect(prepareVerdictOf({ ...allClear, devices: "problem" })).toEqual({ kind: "devicesNeedAttention", joinFrom: "now" });
  });

  it("waits for every check before calling anything ready", () => {
    expect(prepareVerdictOf({ ...allClear, signaling: "checking" }).kind).toBe("checking");
    expect(prepareVerdictOf({ ...allClear, relay: "checking" }).kind).toBe("checking");
    expect(prepareVerdictOf({ ...allClear, devices: "checking" }).kind).toBe("checking");
  });

  it("keeps the devices' caveat and adds a silent relay server as a warning", () => {
    const verdict = prepareVerdictOf({ ...allClear, devices: "cameraOff", relay: "silent" });
    expect(verdict).toEqual({ kind: "ready", devices: "cameraOff", network: "relaySilent", joinFrom: "now" });
    expect(verdictTone(verdict)).toBe("warning");
    expect(verdictTone(prepareVerdictOf({ ...allClear, devices: "micMuted" }))).toBe("warning");
    expect(verdictTone(prepareVerdictOf({ ...allClear, relay: "noRelay" }))).toBe("success");
  });
});
