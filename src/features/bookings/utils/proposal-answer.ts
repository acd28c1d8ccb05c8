type TimelineEvent = { type: string; data?: unknown };

/** How the owner answered the vet's latest proposed time, when that answer is the latest word on it. */
export type ProposalAnswer = { accepted: boolean; startsAt: number; endsAt: number };

/**
 * The owner's answer to the last time the vet proposed, read from the booking's timeline: null while a proposal is
 * open, or when none was ever made. The proposal card goes once answered, so this is what the vet is told instead.
 */
export function lastProposalAnswer(timeline: ReadonlyArray<{ event: TimelineEvent }>): ProposalAnswer | null {
  let answer: boolean | null = null;
  for (let index = timeline.length - 1; index >= 0; index--) {
    const { event } = timeline[index]!;
    if (event.type === "proposal_accepted" || event.type === "proposal_declined") {
      if (answer !== null) return null;
      answer = event.type === "proposal_accepted";
    } else if (event.type === "new_time_proposed") {
      if (answer === null) return null;
      const { startsAt, endsAt } = event.data as { startsAt: number; endsAt: number };
      return { accepted: answer, startsAt, endsAt };
    }
  }
  return null;
}
