import { describe, expect, it } from "vitest";
import { callPageOfPath } from "./call-page";

describe("callPageOfPath", () => {
  it("tells the four call pages apart", () => {
    expect(callPageOfPath("/en/call/k57abc/prepare")).toBe("prepare");
    expect(callPageOfPath("/en/call/k57abc")).toBe("call");
    expect(callPageOfPath("/de/call/k57abc/")).toBe("call");
    expect(callPageOfPath("/fr/call/k57abc/ended")).toBe("ended");
    expect(callPageOfPath("/es/call/k57abc/left")).toBe("left");
  });
});
