import { describe, expect, it } from "vitest";
import { convexTestTarget } from "./convex-test-target";
import { normalise } from "./scenario-target";
import { scenarios } from "./scenarios";

// Pins the reference side of the differential test, so a change in convex-test or in the fixtures shows up
// here rather than as a mysterious local-backend difference.
describe("convex-test reference transcripts", () => {
  it("validation scenario: failures carry ConvexError data only where the function threw one", async () => {
    const transcript = normalise(await scenarios["validation and errors"]!(convexTestTarget())) as Record<string, unknown>;
    expect(transcript).toMatchObject({
      validArgument: { ok: true, value: 144 },
      wrongArgumentType: { ok: false, errorData: null },
      missingArgument: { ok: false, errorData: null },
      extraArgument: { ok: false, errorData: null },
      brokenReturn: { ok: false, errorData: null },
      schemaViolation: { ok: false, errorData: null },
      schemaExtraField: { ok: false, errorData: null },
      validInsert: { ok: true, value: "id#1" },
      convexError: { ok: false, errorData: { alternatives: [5, 6], code: "SLOT_TAKEN", slot: 4 } },
      rowsAfterRollback: { ok: true, value: 1 },
    });
  });

  it("pagination scenario: pages of three cover every remaining rank once, in order", async () => {
    const transcript = (await scenarios["pagination to the end"]!(convexTestTarget())) as {
      pages: Array<{ ranks: number[]; isDone: boolean }>;
    };
    expect(transcript.pages.flatMap((page) => page.ranks)).toEqual([1, 2, 3, 5, 7, 11, 13]);
    expect(transcript.pages.at(-1)?.isDone).toBe(true);
  });
});
