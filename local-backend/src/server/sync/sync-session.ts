import type { JSONValue } from "convex/values";
import type { Caller, CommitNotice, Engine, FunctionOutcome, ReadSet } from "../../engine/types.js";
import { valueText } from "../../engine/success-outcome.js";
import { ANONYMOUS, type Authentication, type CallerResolver } from "../auth/caller-resolver.js";
import { runAction, runMutation, runQuery, type QueryRun } from "../engine-calls.js";
import { encodeWireTimestamp } from "../wire-timestamp.js";
import type { CommitHistory } from "./commit-history.js";
import type { MutationLedger, RecordedMutation } from "./mutation-ledger.js";
import { parseClientMessage, type AddQuery, type ClientMessage, type ServerMessage, type StateModification } from "./protocol.js";
import { SerialQueue } from "./serial-queue.js";

export type SyncSessionDeps = {
  engine: Engine;
  callers: CallerResolver;
  history: CommitHistory;
  ledger: MutationLedger;
  send(message: ServerMessage): void;
  close(code: number, reason: string): void;
  log(line: string): void;
};

type Subscription = {
  readonly queryId: number;
  readonly udfPath: string;
  readonly args: JSONValue;
  journal: string | null;
  /** null until the first run, or when the engine failed before returning one */
  readSet: ReadSet | null;
  /** ts the current result was read at */
  ts: bigint;
  /** encoded last result sent to the client; undefined = never sent */
  sentResult: string | undefined;
  /** a commit since `ts` may have changed the result */
  stale: boolean;
};

/** How many times one Transition re-runs queries that a concurrent commit invalidated before giving up on it. */
const MAX_CONSISTENCY_ROUNDS = 4;
/** setTimeout cannot wait longer than this. */
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

function argsObject(args: JSONValue[] | undefined): JSONValue {
  return args?.[0] ?? {};
}

function maxTs(...values: bigint[]): bigint {
  return values.reduce((max, value) => (value > max ? value : max));
}

/**
 * One WebSocket connection of the Convex sync protocol. All state changes go through one serial queue, so
 * every Transition starts exactly at the version the client holds; commits only mark subscriptions stale and
 * schedule a refresh that re-runs just those and pushes the results that changed, all read at one timestamp.
 */
export class SyncSession {
  private readonly queue: SerialQueue;
  private readonly subscriptions = new Map<number, Subscription>();
  private version = { querySet: 0, identity: 0, ts: 0n };
  private caller: Caller = ANONYMOUS;
  private sessionId: string | undefined;
  /** Transitions must reach this ts so the client can resolve the mutations it was answered */
  private requiredTs = 0n;
  private refreshQueued = false;
  private tokenExpiryTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly deps: SyncSessionDeps) {
    this.queue = new SerialQueue((error) => this.fail(error));
  }

  receive(text: string): void {
    let message: ClientMessage;
    try {
      message = parseClientMessage(text);
    } catch {
      this.fatal("Invalid message from the client");
      return;
    }
    this.queue.push(() => this.handle(message));
  }

  onCommit(notice: CommitNotice): void {
    let invalidated = false;
    for (const subscription of this.subscriptions.values()) {
      if (subscription.stale || subscription.readSet === null || notice.ts <= subscription.ts) continue;
      if (notice.invalidates(subscription.readSet)) {
        subscription.stale = true;
        invalidated = true;
      }
    }
    if (invalidated || this.requiredTs > this.version.ts) this.scheduleRefresh();
  }

  onReload(): void {
    for (const subscription of this.subscriptions.values()) subscription.stale = true;
    this.scheduleRefresh();
  }

  sendPing(): void {
    if (!this.closed) this.deps.send({ type: "Ping" });
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.tokenExpiryTimer);
  }

  /** Resolves once every message received so far has been handled (for orderly shutdown and tests). */
  idle(): Promise<void> {
    return this.queue.idle();
  }

  private async handle(message: ClientMessage): Promise<void> {
    if (this.closed) return;
    switch (message.type) {
      case "Connect":
        this.sessionId = message.sessionId;
        return;
      case "ModifyQuerySet":
        return this.modifyQuerySet(message);
      case "Mutation":
        return this.runMutation(message.requestId, message.udfPath, argsObject(message.args));
      case "Action":
        // In order with Authenticate (it runs as the identity current at this point), but without holding up
        // the queue: actions may take long and their responses are not tied to a version.
        void this.runAction(message.requestId, message.udfPath, argsObject(message.args), this.caller);
        return;
      case "Authenticate":
        return this.authenticate(message);
      case "Event":
        return;
    }
  }

  private async modifyQuerySet(message: Extract<ClientMessage, { type: "ModifyQuerySet" }>): Promise<void> {
    if (message.baseVersion !== this.version.querySet) {
      this.fatal(`Invalid query set base version ${message.baseVersion}, expected ${this.version.querySet}`);
      return;
    }
    const removals: StateModification[] = [];
    for (const modification of message.modifications) {
      if (modification.type === "Add") {
        this.subscriptions.set(modification.queryId, this.newSubscription(modification));
      } else if (this.subscriptions.delete(modification.queryId)) {
        removals.push({ type: "QueryRemoved", queryId: modification.queryId });
      }
    }
    await this.transition({ querySet: message.newVersion, modifications: removals });
  }

  private newSubscription(add: AddQuery): Subscription {
    return {
      queryId: add.queryId,
      udfPath: add.udfPath,
      args: argsObject(add.args),
      journal: add.journal ?? null,
      readSet: null,
      ts: 0n,
      sentResult: undefined,
      stale: true,
    };
  }

  private async authenticate(message: Extract<ClientMessage, { type: "Authenticate" }>): Promise<void> {
    let authentication: Authentication;
    if (message.tokenType === "None") {
      authentication = { ok: true, caller: ANONYMOUS };
    } else if (message.tokenType === "Admin") {
      authentication = this.deps.callers.fromAdminKey(message.value ?? "", message.impersonating);
    } else {
      authentication = await this.deps.callers.fromUserToken(message.value ?? "");
    }
    if (this.closed) return;
    if (!authentication.ok) {
      this.deps.send({
        type: "AuthError",
        error: authentication.error,
        baseVersion: message.baseVersion,
        authUpdateAttempted: true,
      });
      return;
    }
    this.caller = authentication.caller;
    this.watchTokenExpiry(authentication.expiresAtMs, message.baseVersion);
    for (const subscription of this.subscriptions.values()) subscription.stale = true;
    await this.transition({ identity: message.baseVersion + 1 });
  }

  /** Tells the client when its token expires, so it fetches a fresh one (it refreshes early, normally). */
  private watchTokenExpiry(expiresAtMs: number | undefined, baseVersion: number): void {
    clearTimeout(this.tokenExpiryTimer);
    this.tokenExpiryTimer = undefined;
    if (expiresAtMs === undefined) return;
    const delay = Math.min(Math.max(expiresAtMs - Date.now(), 0), MAX_TIMER_DELAY_MS);
    this.tokenExpiryTimer = setTimeout(() => {
      if (this.closed) return;
      this.deps.send({ type: "AuthError", error: "Token expired", baseVersion, authUpdateAttempted: false });
    }, delay);
    this.tokenExpiryTimer.unref();
  }

  private async runMutation(requestId: number, udfPath: string, args: JSONValue): Promise<void> {
    const sessionId = this.sessionId;
    let recorded = sessionId === undefined ? undefined : this.deps.ledger.lookup(sessionId, requestId);
    if (recorded === undefined) {
      recorded = this.executeMutation(requestId, udfPath, args, this.caller);
      if (sessionId !== undefined) this.deps.ledger.record(sessionId, requestId, recorded);
    }
    const { response, ts } = await recorded;
    if (this.closed) return;
    this.deps.send(response);
    if (response.success) {
      // The client resolves the mutation on the first Transition at or past its ts, so one is always sent: a
      // mutation that wrote nothing has a ts the client may already be at, and no query change would follow.
      this.requiredTs = maxTs(this.requiredTs, ts);
      await this.transition({ acknowledgesMutation: true });
    }
  }

  private async executeMutation(
    requestId: number,
    udfPath: string,
    args: JSONValue,
    caller: Caller,
  ): Promise<RecordedMutation> {
    const { outcome, ts } = await runMutation(this.deps.engine, udfPath, args, caller);
    if (outcome.status === "success") {
      const response = {
        type: "MutationResponse",
        requestId,
        success: true,
        result: outcome.value,
        ts: encodeWireTimestamp(ts),
        logLines: outcome.logLines,
      } as const;
      return { response, ts };
    }
    const response = {
      type: "MutationResponse",
      requestId,
      success: false,
      result: outcome.errorMessage,
      ...(outcome.errorData !== undefined ? { errorData: outcome.errorData } : {}),
      logLines: outcome.logLines,
    } as const;
    return { response, ts };
  }

  private async runAction(requestId: number, udfPath: string, args: JSONValue, caller: Caller): Promise<void> {
    const outcome = await runAction(this.deps.engine, udfPath, args, caller);
    if (this.closed) return;
    this.deps.send(
      outcome.status === "success"
        ? { type: "ActionResponse", requestId, success: true, result: outcome.value, logLines: outcome.logLines }
        : {
            type: "ActionResponse",
            requestId,
            success: false,
            result: outcome.errorMessage,
            ...(outcome.errorData !== undefined ? { errorData: outcome.errorData } : {}),
            logLines: outcome.logLines,
          },
    );
  }

  private scheduleRefresh(): void {
    if (this.refreshQueued || this.closed) return;
    this.refreshQueued = true;
    this.queue.push(async () => {
      this.refreshQueued = false;
      if (!this.closed) await this.transition({});
    });
  }

  /**
   * Re-runs the stale subscriptions at one timestamp and sends one Transition from the client's version to
   * the new one. Skipped when nothing changed, the client needs no newer timestamp and no mutation awaits it.
   */
  private async transition(change: {
    querySet?: number;
    identity?: number;
    modifications?: StateModification[];
    acknowledgesMutation?: boolean;
  }): Promise<void> {
    const refreshed = await this.rerunStale(maxTs(this.version.ts, this.deps.history.latestTs(), this.requiredTs));
    if (refreshed === null) return;
    const modifications = [...(change.modifications ?? []), ...refreshed.modifications];
    const endVersion = {
      querySet: change.querySet ?? this.version.querySet,
      identity: change.identity ?? this.version.identity,
      ts: refreshed.ts,
    };
    const versionMoved = endVersion.querySet !== this.version.querySet || endVersion.identity !== this.version.identity;
    const clientNeedsTs = this.requiredTs > this.version.ts;
    if (modifications.length === 0 && !versionMoved && !clientNeedsTs && change.acknowledgesMutation !== true) return;
    this.deps.send({
      type: "Transition",
      startVersion: { ...this.version, ts: encodeWireTimestamp(this.version.ts) },
      endVersion: { ...endVersion, ts: encodeWireTimestamp(endVersion.ts) },
      modifications,
    });
    this.version = endVersion;
  }

  /**
   * Runs the stale subscriptions at `targetTs` (later if the engine can only serve a later one) and returns
   * the modifications for results that changed; null if the session closed meanwhile.
   */
  private async rerunStale(targetTs: bigint): Promise<{ ts: bigint; modifications: StateModification[] } | null> {
    const results = new Map<Subscription, QueryRun>();
    let toRun = [...this.subscriptions.values()].filter((subscription) => subscription.stale);
    for (let round = 0; toRun.length > 0 && round < MAX_CONSISTENCY_ROUNDS; round++) {
      const caller = this.caller;
      const runs = await Promise.all(
        toRun.map((subscription) =>
          runQuery(this.deps.engine, subscription.udfPath, subscription.args, caller, {
            atTs: targetTs,
            journal: subscription.journal,
            subscribed: true,
          }),
        ),
      );
      if (this.closed) return null;
      toRun.forEach((subscription, index) => {
        const run = runs[index]!;
        subscription.readSet = run.readSet;
        subscription.stale = false;
        results.set(subscription, run);
        if (run.ts > targetTs) targetTs = run.ts;
      });
      // Runs that read before targetTs are re-run if a commit in between changed what they read.
      toRun = toRun.filter((subscription) => this.changedSince(subscription, results.get(subscription)!.ts, targetTs));
    }
    const modifications: StateModification[] = [];
    for (const [subscription, run] of results) {
      subscription.journal = run.journal;
      subscription.ts = targetTs;
      // Commits noticed while the queries ran were checked against their old read sets: check the new ones.
      if (this.changedSince(subscription, run.ts, this.deps.history.latestTs())) {
        subscription.stale = true;
        this.scheduleRefresh();
      }
      const encoded = encodeOutcome(run.outcome, run.journal);
      if (encoded === subscription.sentResult) continue;
      subscription.sentResult = encoded;
      modifications.push(toModification(subscription.queryId, run.outcome, run.journal));
    }
    return { ts: targetTs, modifications };
  }

  private changedSince(subscription: Subscription, sinceTs: bigint, untilTs: bigint): boolean {
    return subscription.readSet !== null && this.deps.history.invalidatedBetween(subscription.readSet, sinceTs, untilTs);
  }

  private fatal(error: string): void {
    if (this.closed) return;
    this.deps.send({ type: "FatalError", error });
    this.deps.close(1011, error.slice(0, 120));
    this.close();
  }

  private fail(error: unknown): void {
    this.deps.log(`sync session error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    this.fatal("InternalServerError");
  }
}

function encodeOutcome(outcome: FunctionOutcome, journal: string | null): string {
  if (outcome.status === "success") return `["success",${valueText(outcome)},${JSON.stringify(journal)}]`;
  return JSON.stringify([outcome.status, [outcome.errorMessage, outcome.errorData ?? null], journal]);
}

function toModification(queryId: number, outcome: FunctionOutcome, journal: string | null): StateModification {
  if (outcome.status === "success") {
    return { type: "QueryUpdated", queryId, value: outcome.value, logLines: outcome.logLines, journal };
  }
  return {
    type: "QueryFailed",
    queryId,
    errorMessage: outcome.errorMessage,
    logLines: outcome.logLines,
    ...(outcome.errorData !== undefined ? { errorData: outcome.errorData } : {}),
    journal,
  };
}
