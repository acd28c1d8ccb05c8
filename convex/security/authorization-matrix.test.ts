import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { NOW } from "../model/bookings/booking-world.testing";
import { useTestAuthEnvironment } from "../model/accounts/accounts-world.testing";
import { callByPath, type Client, type Outcome } from "./call-outcome.testing";
import { FUNCTION_TABLE, listPublicFunctions, type PublicFunction } from "./public-functions.testing";
import { leakedMarkers, securityWorld, victimMarkers, victimSnapshot } from "./security-world.testing";

beforeAll(useTestAuthEnvironment);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const ATTACKERS = ["anonymous", "another owner", "another vet"] as const;
type Attacker = (typeof ATTACKERS)[number];

type Finding = { path: string; attacker: Attacker; problem: string };

describe("authorization matrix", () => {
  it("has an entry for every public function, and no entry for a function that is gone", async () => {
    const paths = (await listPublicFunctions()).map((fn) => fn.path);
    const missing = paths.filter((path) => FUNCTION_TABLE[path] === undefined);
    const stale = Object.keys(FUNCTION_TABLE).filter((path) => !paths.includes(path));
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it("gives anonymous callers, other owners and other vets none of the victims' data", async () => {
    const functions = await listPublicFunctions();
    const world = await securityWorld();
    const markers = victimMarkers(world);
    const clients: Record<Attacker, Client> = {
      anonymous: world.t,
      "another owner": world.asOtherOwner,
      "another vet": world.asOtherVet,
    };
    const findings: Finding[] = [];
    const tally = { refused: 0, answeredWithoutVictimData: 0 };
    const before = await victimSnapshot(world);

    let calls = 0;
    for (const fn of functions) {
      const entry = FUNCTION_TABLE[fn.path];
      if (entry === undefined) continue; // reported by the test above
      for (const args of [entry.args(world), ...(entry.moreArgs?.(world) ?? [])]) {
        for (const attacker of ATTACKERS) {
          calls++;
          const outcome = await callByPath(clients[attacker], fn.kind, fn.path, args);
          const problem = problemWith(fn, attacker, outcome, markers, "signedIn" in entry.access);
          if (problem !== null) findings.push({ path: fn.path, attacker, problem });
          else if (outcome.kind === "ok") tally.answeredWithoutVictimData++;
          else tally.refused++;
        }
      }
    }
    const after = await victimSnapshot(world);
    // Control: the detector does see the victim's data when the victim asks for it.
    const own = await callByPath(world.asOwner, "query", "pets:pet", { petId: world.petId });
    expect(own.kind === "ok" && leakedMarkers(own.value, markers).length).toBeGreaterThan(0);

    console.log(
      `authorization matrix (convex-test): ${functions.length} public functions, ${ATTACKERS.length} callers, ` +
        `${calls} calls; ${tally.refused} refused, ` +
        `${tally.answeredWithoutVictimData} answered with the caller's own or public data, ${findings.length} leaks`,
    );
    expect(findings).toEqual([]);
    expect(after, "a call by someone else changed the victims' records").toBe(before);
  });
});

function problemWith(
  fn: PublicFunction,
  attacker: Attacker,
  outcome: Outcome,
  markers: string[],
  signedInOnly: boolean,
): string | null {
  if (outcome.kind === "crash") return `untyped error: ${outcome.message}`;
  if (outcome.kind !== "ok") {
    if (attacker === "anonymous" && signedInOnly && outcome.kind === "typed" && outcome.code !== "NOT_AUTHENTICATED") {
      return `anonymous caller got ${outcome.code} instead of NOT_AUTHENTICATED`;
    }
    return null;
  }
  if (attacker === "anonymous" && signedInOnly) return "answered an anonymous caller";
  const leaked = leakedMarkers(outcome.value, markers);
  return leaked.length > 0 ? `returned ${leaked.join(", ")}` : null;
}
