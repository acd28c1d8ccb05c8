/**
 * Who is offered which "See a vet now" request, as a pure function of the waiting requests, the available vets and
 * the clock. Requests are served oldest first; each goes to one matching vet at a time, the one idle the longest,
 * until the widening delay has passed, after which every matching vet sees it and the first to accept gets it.
 * An offer that is declined or left unanswered moves on to the next vet; a request nobody took times out.
 */

export interface RequestNeeds {
  species: string;
  language: string;
}

export interface WaitingRequest extends RequestNeeds {
  requestId: string;
  createdAt: number;
  widensAt: number;
  expiresAt: number;
  stage: "exclusive" | "widened";
  /** The vet the request is offered to right now, if any. */
  openOffer: { vetUserId: string; expiresAt: number } | null;
  /** Vets who were offered it or declined it: never asked again. */
  askedVets: ReadonlySet<string>;
}

export interface AvailableVet {
  vetUserId: string;
  species: readonly string[];
  languages: readonly string[];
  idleSince: number;
}

export type DispatchStep =
  | { type: "expire_offer"; requestId: string; vetUserId: string }
  | { type: "time_out"; requestId: string }
  | { type: "widen"; requestId: string }
  | { type: "offer"; requestId: string; vetUserId: string; expiresAt: number };

export interface DispatchPlan {
  steps: DispatchStep[];
  /** The next deadline among the requests still waiting (an offer expiring, widening, timing out), or null. */
  nextRunAt: number | null;
}

export function vetMatches(vet: Pick<AvailableVet, "species" | "languages">, needs: RequestNeeds): boolean {
  return vet.species.includes(needs.species) && vet.languages.includes(needs.language);
}

/** Longest idle first; equal idle times in a stable order so that every run plans the same. */
export function byLongestIdle(a: AvailableVet, b: AvailableVet): number {
  return a.idleSince - b.idleSince || (a.vetUserId < b.vetUserId ? -1 : a.vetUserId > b.vetUserId ? 1 : 0);
}

/**
 * `vets` are those who may take work now (switched on, heartbeat fresh, not in a consultation). A vet holding an
 * open offer is not offered a second request until that one is answered or expires.
 */
export function planDispatch(
  requests: readonly WaitingRequest[],
  vets: readonly AvailableVet[],
  now: number,
  offerTimeoutMs: number,
): DispatchPlan {
  const steps: DispatchStep[] = [];
  const queue = [...vets].sort(byLongestIdle);
  const holdingOffer = new Set<string>();
  for (const request of requests) {
    if (request.openOffer !== null && request.openOffer.expiresAt > now && request.expiresAt > now) {
      holdingOffer.add(request.openOffer.vetUserId);
    }
  }

  let nextRunAt: number | null = null;
  const due = (at: number) => {
    nextRunAt = nextRunAt === null ? at : Math.min(nextRunAt, at);
  };

  for (const request of [...requests].sort((a, b) => a.createdAt - b.createdAt)) {
    if (request.expiresAt <= now) {
      steps.push({ type: "time_out", requestId: request.requestId });
      continue;
    }
    due(request.expiresAt);
    let offer = request.openOffer;
    if (offer !== null && offer.expiresAt <= now) {
      steps.push({ type: "expire_offer", requestId: request.requestId, vetUserId: offer.vetUserId });
      offer = null;
    }
    let stage = request.stage;
    if (stage === "exclusive" && request.widensAt <= now) {
      steps.push({ type: "widen", requestId: request.requestId });
      stage = "widened";
    }
    if (offer !== null) {
      due(offer.expiresAt);
      continue;
    }
    if (stage === "widened") continue;
    due(request.widensAt);
    const asked = new Set(request.askedVets);
    if (request.openOffer !== null) asked.add(request.openOffer.vetUserId);
    const vet = queue.find(
      (candidate) => !holdingOffer.has(candidate.vetUserId) && !asked.has(candidate.vetUserId) && vetMatches(candidate, request),
    );
    if (vet === undefined) continue;
    const expiresAt = Math.min(now + offerTimeoutMs, request.expiresAt);
    steps.push({ type: "offer", requestId: request.requestId, vetUserId: vet.vetUserId, expiresAt });
    holdingOffer.add(vet.vetUserId);
    due(expiresAt);
  }
  return { steps, nextRunAt };
}

/** Where a request stands in the line for its kind of vet: 1 + the requests of the same needs waiting longer. */
export function queuePosition(
  request: RequestNeeds & { createdAt: number },
  waiting: ReadonlyArray<RequestNeeds & { createdAt: number }>,
): number {
  return (
    1 +
    waiting.filter(
      (other) =>
        other.createdAt < request.createdAt && other.species === request.species && other.language === request.language,
    ).length
  );
}

/**
 * A wait estimate from how long recent requests waited for an accept: the median recent wait times the position.
 * Null without recent history or without a matching vet online (nobody can say then).
 */
export function estimatedWaitMs(recentWaitsMs: readonly number[], position: number, matchingVetsOnline: number): number | null {
  if (recentWaitsMs.length === 0 || matchingVetsOnline === 0) return null;
  const sorted = [...recentWaitsMs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(median * Math.max(1, Math.ceil(position / matchingVetsOnline)));
}
