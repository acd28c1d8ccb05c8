import { describe, expect, it } from "vitest";
import { lastProposalAnswer } from "./proposal-answer";

const proposed = (startsAt: number) => ({ event: { type: "new_time_proposed", data: { startsAt, endsAt: startsAt + 20 } } });
const accepted = { event: { type: "proposal_accepted" } };
const declined = { event: { type: "proposal_declined" } };
const confirmed = { event: { type: "booking_confirmed" } };

describe("the owner's answer to the vet's latest proposed time", () => {
  it("is the answer to the latest proposal, with the time that was proposed", () => {
    expect(lastProposalAnswer([confirmed, proposed(100), accepted, proposed(200), declined])).toEqual({ accepted: false, startsAt: 200, endsAt: 220 });
    expect(lastProposalAnswer([confirmed, proposed(100), declined, proposed(200), accepted, confirmed])).toEqual({ accepted: true, startsAt: 200, endsAt: 220 });
  });

  it("is nothing while the latest proposal waits for its answer, or when none was made", () => {
    expect(lastProposalAnswer([confirmed, proposed(100), declined, proposed(200)])).toBeNull();
    expect(lastProposalAnswer([confirmed])).toBeNull();
  });
});
