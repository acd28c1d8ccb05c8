import { describe, expect, it } from "vitest";
import { callPageOfPath } from "./call-page";

describe("callPageOfPath", () => {
  it("tells the four call pages apart", () => {
    expect(callPageOfPath("/en/call/k57abc/prepare", "k57abc")).toBe("prepare");
    expect(callPageOfPath("/en/call/k57abc", "k57abc")).toBe("call");
    expect(callPageOfPath("/de/call/k57abc/", "k57abc")).toBe("call");
    expect(callPageOfPath("/fr/call/k57abc/ended", "k57abc")).toBe("ended");
    expect(callPageOfPath("/es/call/k57abc/left", "k57abc")).toBe("left");
  });

  it("knows no call page for an address outside this meeting's call routes", () => {
    // The router moves here while the call layout is still on screen: it must not read these as the call page.
    expect(callPageOfPath("/de/bookings/k57abc/summary", "k57abc")).toBeNull();
    expect(callPageOfPath("/de/bookings/k57abc/summary/vet", "k57abc")).toBeNull();
    expect(callPageOfPath("/de/bookings", "k57abc")).toBeNull();
    expect(callPageOfPath("/de/privacy", "k57abc")).toBeNull();
    expect(callPageOfPath("/de", "k57abc")).toBeNull();
    expect(callPageOfPath("/de/call/other/prepare", "k57abc")).toBeNull();
    expect(callPageOfPath("/de/call/k57abc/prepare/extra", "k57abc")).toBeNull();
  });
});
