import type { JSONValue } from "convex/values";
import { nextRun, type CronSchedule } from "./cron-schedule.js";
import { normalizePath, type CallKind } from "./execution.js";
import type { CronSpec } from "./modules.js";
import { realNow } from "./runtime.js";
import type { DbState } from "./store.js";
import type { Transaction } from "./transaction.js";
import type { FunctionOutcome, MutationOutcome } from "./types.js";
import type { Doc, JsonObject } from "./values.js";

export const SCHEDULED_FUNCTIONS = "_scheduled_functions";
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface MutationHooks {
  /** false: skip the mutation (its job was canceled meanwhile) */
  before?(txn: Transaction): boolean;
  /** runs inside the mutation's transaction, after the function succeeded */
  after?(txn: Transaction): void;
}

/** What the scheduler needs from the engine. */
export interface SchedulerHost {
  published(): DbState;
  functionKind(path: string): CallKind | null;
  systemMutation<T>(body: (txn: Transaction) => T): Promise<T>;
  runMutation(path: string, args: JSONValue, jobId: string | null, hooks?: MutationHooks): Promise<MutationOutcome>;
  runAction(path: string, args: JSONValue, jobId: string | null): Promise<FunctionOutcome>;
  log(line: string): void;
}

type JobState = { kind: "pending" | "inProgress" | "success" | "canceled" } | { kind: "failed"; error: string };

function stateOf(txn: Transaction, id: string): string | undefined {
  return (txn.state.table(SCHEDULED_FUNCTIONS)?.get(id)?.doc.state as JobState | undefined)?.kind;
}

/**
 * Scheduled functions live in `_scheduled_functions`, so a job exists only if the mutation that
 * scheduled it commits, and it survives restarts with the rest of the data. Timers are armed when
 * a pending job is published and re-armed on start-up (due jobs run at once). A scheduled mutation
 * marks its job done in its own transaction; an action goes pending -> inProgress -> success/failed.
 */
export class Scheduler {
  private readonly jobTimers = new Map<string, NodeJS.Timeout>();
  private cronTimers = new Set<NodeJS.Timeout>();
  private stopped = false;

  constructor(private readonly host: SchedulerHost) {}

  static schedule(txn: Transaction, path: string, args: JSONValue, runAtMs: number): string {
    return txn.insertSystem(SCHEDULED_FUNCTIONS, { name: normalizePath(path), args: [args], scheduledTime: runAtMs, state: { kind: "pending" } });
  }

  static cancel(txn: Transaction, id: string): void {
    const kind = stateOf(txn, id);
    if (kind === "pending" || kind === "inProgress") Scheduler.setState(txn, id, { kind: "canceled" });
  }

  private static setState(txn: Transaction, id: string, state: JobState): void {
    const job = txn.state.table(SCHEDULED_FUNCTIONS)?.get(id);
    if (job === undefined) return;
    const done = state.kind !== "pending" && state.kind !== "inProgress";
    txn.putSystem(SCHEDULED_FUNCTIONS, { ...job.doc, state: state as JsonObject, ...(done ? { completedTime: realNow() } : {}) } as Doc, id);
  }

  /** Called for every committed write to `_scheduled_functions`. */
  jobChanged(id: string, doc: Doc | null): void {
    const existing = this.jobTimers.get(id);
    if (existing !== undefined) clearTimeout(existing);
    this.jobTimers.delete(id);
    if (doc === null || this.stopped || (doc.state as JobState).kind !== "pending") return;
    this.armAt(id, doc.scheduledTime as number);
  }

  private armAt(id: string, dueMs: number): void {
    const delay = Math.max(0, dueMs - realNow());
    const timer = setTimeout(() => {
      this.jobTimers.delete(id);
      if (realNow() < dueMs) this.armAt(id, dueMs);
      else void this.run(id);
    }, Math.min(delay, MAX_TIMER_MS));
    timer.unref();
    this.jobTimers.set(id, timer);
  }

  /** Arms pending jobs after a start; jobs caught in progress by a crash have failed. */
  recover(): void {
    const interrupted: string[] = [];
    for (const record of this.host.published().table(SCHEDULED_FUNCTIONS)?.records() ?? []) {
      const kind = (record.doc.state as JobState).kind;
      if (kind === "pending") this.jobChanged(record.doc._id, record.doc);
      if (kind === "inProgress") interrupted.push(record.doc._id);
    }
    if (interrupted.length === 0) return;
    void this.host.systemMutation((txn) => {
      for (const id of interrupted) {
        Scheduler.setState(txn, id, { kind: "failed", error: "Transient error while executing action: the backend restarted." });
      }
    });
  }

  private report(label: string, outcome: FunctionOutcome): void {
    for (const line of outcome.logLines) this.host.log(`[${label}] ${line}`);
    if (outcome.status === "error") this.host.log(`[${label}] failed: ${outcome.errorMessage}`);
  }

  private async run(id: string): Promise<void> {
    if (this.stopped) return;
    const job = this.host.published().table(SCHEDULED_FUNCTIONS)?.get(id);
    if (job === undefined || (job.doc.state as JobState).kind !== "pending") return;
    const path = job.doc.name as string;
    const args = ((job.doc.args as JSONValue[])[0] ?? {}) as JSONValue;
    const fail = (error: string) => this.host.systemMutation((txn) => Scheduler.setState(txn, id, { kind: "failed", error }));
    const kind = this.host.functionKind(path);
    if (kind === "mutation") {
      const { outcome } = await this.host.runMutation(path, args, id, {
        before: (txn) => stateOf(txn, id) === "pending",
        after: (txn) => Scheduler.setState(txn, id, { kind: "success" }),
      });
      this.report(`scheduled ${path}`, outcome);
      if (outcome.status === "error") await fail(outcome.errorMessage);
      return;
    }
    if (kind === "action") {
      const started = await this.host.systemMutation((txn) => {
        if (stateOf(txn, id) !== "pending") return false;
        Scheduler.setState(txn, id, { kind: "inProgress" });
        return true;
      });
      if (!started) return;
      const outcome = await this.host.runAction(path, args, id);
      this.report(`scheduled ${path}`, outcome);
      await this.host.systemMutation((txn) => {
        if (stateOf(txn, id) !== "inProgress") return;
        Scheduler.setState(txn, id, outcome.status === "success" ? { kind: "success" } : { kind: "failed", error: outcome.errorMessage });
      });
      return;
    }
    await fail(`Could not find a mutation or action named ${path}.`);
  }

  /** (Re)arms the jobs of crons.ts. Runs missed while the backend was down are skipped, as on Convex. */
  setCrons(crons: Record<string, CronSpec>): void {
    for (const timer of this.cronTimers) clearTimeout(timer);
    this.cronTimers.clear();
    for (const [identifier, spec] of Object.entries(crons)) {
      const arm = (after: number) => {
        if (this.stopped) return;
        let dueMs: number;
        try {
          dueMs = nextRun(spec.schedule as CronSchedule, after);
        } catch (error) {
          this.host.log(`error: cron "${identifier}": ${error instanceof Error ? error.message : String(error)}`);
          return;
        }
        const wait = () => {
          const timer = setTimeout(() => {
            this.cronTimers.delete(timer);
            if (realNow() < dueMs) wait();
            else void this.runCron(identifier, spec.name, (spec.args[0] ?? {}) as JSONValue).finally(() => arm(dueMs));
          }, Math.min(Math.max(0, dueMs - realNow()), MAX_TIMER_MS));
          timer.unref();
          this.cronTimers.add(timer);
        };
        wait();
      };
      arm(realNow());
    }
  }

  private async runCron(identifier: string, path: string, args: JSONValue): Promise<void> {
    const kind = this.host.functionKind(path);
    let outcome: FunctionOutcome;
    if (kind === "mutation") outcome = (await this.host.runMutation(path, args, null)).outcome;
    else if (kind === "action") outcome = await this.host.runAction(path, args, null);
    else outcome = { status: "error", errorMessage: `Could not find a mutation or action named ${path}.`, logLines: [] };
    this.report(`cron ${identifier}`, outcome);
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.jobTimers.values()) clearTimeout(timer);
    this.jobTimers.clear();
    for (const timer of this.cronTimers) clearTimeout(timer);
    this.cronTimers.clear();
  }
}
