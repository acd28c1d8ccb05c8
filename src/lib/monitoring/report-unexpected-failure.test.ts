import { ConvexError } from "convex/values";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { reportError } from "./monitoring";
import { reportUnexpectedFailure } from "./report-unexpected-failure";

vi.mock("./monitoring", () => ({ reportError: vi.fn(async () => null) }));

describe("reportUnexpectedFailure", () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    consoleError.mockRestore();
    vi.mocked(reportError).mockClear();
  });

  it("reports a failure without a refusal code, to the console and to monitoring", () => {
    const failure = new Error("[Request ID: 1] Server Error");
    reportUnexpectedFailure(failure);
    expect(reportError).toHaveBeenCalledWith(failure);
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), failure);
  });

  it("reports a ConvexError whose data carries no code", () => {
    reportUnexpectedFailure(new ConvexError("plain text"));
    expect(reportError).toHaveBeenCalledTimes(1);
  });

  it("leaves a refusal with a code alone: that is the product answering", () => {
    reportUnexpectedFailure(new ConvexError({ code: "WRONG_PASSWORD" }));
    reportUnexpectedFailure(null);
    expect(reportError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
