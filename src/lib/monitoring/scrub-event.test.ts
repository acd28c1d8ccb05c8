import { afterEach, describe, expect, it } from "vitest";
import { forgetSensitiveText, registerSensitiveText, scrubEvent } from "./scrub-event";

afterEach(forgetSensitiveText);

describe("scrubEvent", () => {
  it("removes email addresses wherever they appear", () => {
    const event = scrubEvent({
      message: "No account for anna.schmidt@example.org",
      exception: { values: [{ type: "Error", value: "Sign-in failed for bob@example.com" }] },
    });
    expect(JSON.stringify(event)).not.toMatch(/@example\./);
    expect(event.message).toBe("No account for [redacted]");
  });

  it("removes registered names and clinical text even inside error messages", () => {
    registerSensitiveText("Bella", "Limping on the left hind leg since Tuesday");
    const event = scrubEvent({
      exception: { values: [{ value: "Cannot save Bella: Limping on the left hind leg since Tuesday" }] },
    });
    expect(event.exception.values[0]?.value).toBe("Cannot save [redacted]: [redacted]");
  });

  it("drops free-text fields, the request and everything about the user but the id", () => {
    const event = scrubEvent({
      user: { id: "u1", email: "a@b.de", username: "Anna" },
      request: { data: "secret" },
      extra: { notes: "vomited twice", reason: "itching", attempt: 2 },
    });
    expect(event.user).toEqual({ id: "u1" });
    expect("request" in event).toBe(false);
    expect(event.extra).toEqual({ notes: "[redacted]", reason: "[redacted]", attempt: 2 });
  });
});
