import type { JSONValue } from "convex/values";
import type { Caller, Engine, FunctionOutcome, ReadSet } from "../engine/types.js";

/**
 * Calls into the engine for the network layer, in one place: an engine that throws becomes a function error
 * instead of a dropped connection.
 */
export type FunctionKind = "query" | "mutation" | "action";

export type QueryRun = { outcome: FunctionOutcome; readSet: ReadSet | null; ts: bigint; journal: string | null };

function internalError(error: unknown): FunctionOutcome {
  const message = error instanceof Error ? error.message : String(error);
  return { status: "error", errorMessage: `Server Error: ${message}`, logLines: [] };
}

export async function runQuery(
  engine: Engine,
  path: string,
  args: JSONValue,
  caller: Caller,
  options: { atTs?: bigint; journal?: string | null; subscribed?: boolean } = {},
): Promise<QueryRun> {
  try {
    const result = await engine.runQuery(path, args, caller, options.atTs, options.journal ?? null, options.subscribed ?? false);
    return { outcome: result.outcome, readSet: result.readSet, ts: result.ts, journal: result.journal ?? null };
  } catch (error) {
    return { outcome: internalError(error), readSet: null, ts: options.atTs ?? engine.currentTs(), journal: null };
  }
}

export async function runMutation(
  engine: Engine,
  path: string,
  args: JSONValue,
  caller: Caller,
): Promise<{ outcome: FunctionOutcome; ts: bigint }> {
  try {
    return await engine.runMutation(path, args, caller);
  } catch (error) {
    return { outcome: internalError(error), ts: engine.currentTs() };
  }
}

export async function runAction(engine: Engine, path: string, args: JSONValue, caller: Caller): Promise<FunctionOutcome> {
  try {
    return await engine.runAction(path, args, caller);
  } catch (error) {
    return internalError(error);
  }
}

/** `null`: no such function. */
export function functionKind(engine: Engine, path: string): FunctionKind | null {
  return engine.functionKind(path);
}

export function handleSiteRequest(engine: Engine, request: Request, caller: Caller): Promise<Response> {
  return engine.handleSiteRequest(request, caller.identity ?? null);
}
