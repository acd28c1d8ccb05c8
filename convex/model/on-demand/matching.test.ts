import { describe, expect, it } from "vitest";
import { estimatedWaitMs, planDispatch, queuePosition, type AvailableVet, type WaitingRequest } from "./matching";

const NOW = 1_000_000;
const OFFER_MS = 30_000;

const vet = (vetUserId: string, idleSince: number, overrides: Partial<AvailableVet> = {}): AvailableVet => ({
  vetUserId,
  species: ["dog", "cat"],
  languages: ["en", "de"],
  idleSince,
  ...overrides,
});

const request = (requestId: string, createdAt: number, overrides: Partial<WaitingRequest> = {}): WaitingRequest => ({
  requestId,
  species: "dog",
  language: "en",
  createdAt,
  widensAt: createdAt + 60_000,
  expiresAt: createdAt + 600_000,
  stage: "exclusive",
  openOffer: null,
  askedVets: new Set(),
  ...overrides,
});

describe("planDispatch", () => {
  it("offers a new request to the matching vet who has been idle the longest, and to nobody else", () => {
    const plan = planDispatch([request("r1", NOW)], [vet("recent", NOW - 1_000), vet("longest", NOW - 50_000), vet("middle", NOW - 9_000)], NOW, OFFER_MS);
    expect(plan.steps).toEqual([{ type: "offer", requestId: "r1", vetUserId: "longest", expiresAt: NOW + OFFER_MS }]);
    expect(plan.nextRunAt).toBe(NOW + OFFER_MS);
  });

  it("skips vets who do not treat the species or speak the language", () => {
    const vets = [
      vet("cats only", NOW - 90_000, { species: ["cat"] }),
      vet("french only", NOW - 80_000, { languages: ["fr"] }),
      vet("match", NOW - 10_000),
    ];
    expect(planDispatch([request("r1", NOW)], vets, NOW, OFFER_MS).steps).toEqual([
      { type: "offer", requestId: "r1", vetUserId: "match", expiresAt: NOW + OFFER_MS },
    ]);
  });

  it("serves the oldest request first and never gives one vet two offers at once", () => {
    const plan = planDispatch(
      [request("newer", NOW - 1_000), request("older", NOW - 5_000)],
      [vet("a", NOW - 100_000), vet("b", NOW - 50_000)],
      NOW,
      OFFER_MS,
    );
    expect(plan.steps.map((step) => step.type === "offer" && [step.requestId, step.vetUserId])).toEqual([
      ["older", "a"],
      ["newer", "b"],
    ]);
    const oneVet = planDispatch([request("newer", NOW - 1_000), request("older", NOW - 5_000)], [vet("a", 0)], NOW, OFFER_MS);
    expect(oneVet.steps).toEqual([{ type: "offer", requestId: "older", vetUserId: "a", expiresAt: NOW + OFFER_MS }]);
  });

  it("leaves an offer that is still open alone, and keeps its vet for it", () => {
    const plan = planDispatch(
      [
        request("r1", NOW - 5_000, { openOffer: { vetUserId: "a", expiresAt: NOW + 10_000 } }),
        request("r2", NOW - 1_000),
      ],
      [vet("a", 0), vet("b", 10)],
      NOW,
      OFFER_MS,
    );
    expect(plan.steps).toEqual([{ type: "offer", requestId: "r2", vetUserId: "b", expiresAt: NOW + OFFER_MS }]);
    expect(plan.nextRunAt).toBe(NOW + 10_000);
  });

  it("moves an unanswered offer on to the next longest-idle vet, never back to one already asked", () => {
    const plan = planDispatch(
      [
        request("r1", NOW - 40_000, {
          openOffer: { vetUserId: "a", expiresAt: NOW },
          askedVets: new Set(["declined-earlier"]),
        }),
      ],
      [vet("a", 0), vet("declined-earlier", 1), vet("c", 2)],
      NOW,
      OFFER_MS,
    );
    expect(plan.steps).toEqual([
      { type: "expire_offer", requestId: "r1", vetUserId: "a" },
      { type: "offer", requestId: "r1", vetUserId: "c", expiresAt: NOW + OFFER_MS },
    ]);
  });

  it("waits when every matching vet was asked, then widens to everyone at the widening time", () => {
    const asked = request("r1", NOW - 30_000, { askedVets: new Set(["a"]) });
    const waiting = planDispatch([asked], [vet("a", 0)], NOW, OFFER_MS);
    expect(waiting.steps).toEqual([]);
    expect(waiting.nextRunAt).toBe(asked.widensAt);

    const widened = planDispatch([asked], [vet("a", 0)], asked.widensAt, OFFER_MS);
    expect(widened.steps).toEqual([{ type: "widen", requestId: "r1" }]);
    expect(widened.nextRunAt).toBe(asked.expiresAt);
    expect(planDispatch([{ ...asked, stage: "widened" }], [vet("b", 0)], asked.widensAt + 1, OFFER_MS).steps).toEqual([]);
  });

  it("times a request out at its deadline, freeing the vet it was offered to", () => {
    const plan = planDispatch(
      [
        request("old", NOW - 600_000, { openOffer: { vetUserId: "a", expiresAt: NOW + 5_000 } }),
        request("new", NOW - 1_000),
      ],
      [vet("a", 0)],
      NOW,
      OFFER_MS,
    );
    expect(plan.steps).toEqual([
      { type: "time_out", requestId: "old" },
      { type: "offer", requestId: "new", vetUserId: "a", expiresAt: NOW + OFFER_MS },
    ]);
  });

  it("never lets an offer outlive its request", () => {
    const plan = planDispatch([request("r1", NOW - 590_000, { stage: "exclusive", widensAt: NOW + 1 })], [vet("a", 0)], NOW, OFFER_MS);
    expect(plan.steps).toEqual([{ type: "offer", requestId: "r1", vetUserId: "a", expiresAt: NOW + 10_000 }]);
  });

  it("plans nothing and no next run without waiting requests", () => {
    expect(planDispatch([], [vet("a", 0)], NOW, OFFER_MS)).toEqual({ steps: [], nextRunAt: null });
  });
});

describe("queue position and estimate", () => {
  it("counts only earlier requests that need the same kind of vet", () => {
    const mine = { species: "dog", language: "en", createdAt: 100 };
    const waiting = [
      { species: "dog", language: "en", createdAt: 10 },
      { species: "dog", language: "de", createdAt: 20 },
      { species: "cat", language: "en", createdAt: 30 },
      { species: "dog", language: "en", createdAt: 50 },
      mine,
      { species: "dog", language: "en", createdAt: 200 },
    ];
    expect(queuePosition(mine, waiting)).toBe(3);
  });

  it("estimates from the median recent wait, per round of matching vets", () => {
    expect(estimatedWaitMs([10_000, 90_000, 30_000], 1, 2)).toBe(30_000);
    expect(estimatedWaitMs([10_000, 30_000], 5, 2)).toBe(60_000);
    expect(estimatedWaitMs([], 1, 2)).toBeNull();
    expect(estimatedWaitMs([10_000], 1, 0)).toBeNull();
  });
});
