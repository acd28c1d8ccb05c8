import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { JSONValue } from "convex/values";
import { openEngine } from "../../src/engine/index.js";
import type { Caller, Engine, FunctionOutcome } from "../../src/engine/types.js";

export const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/engine-functions");
export const anonymous: Caller = { kind: "user", identity: null };
export const admin: Caller = { kind: "admin" };

export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), "lb-engine-"));
}

export async function open(dataDir = tempDataDir(), extra: { compactAfterBytes?: number; log?: (line: string) => void; queryCacheBytes?: number } = {}): Promise<Engine> {
  return openEngine({
    functionsDir: FIXTURES,
    dataDir,
    siteUrl: "http://127.0.0.1:3211",
    cloudUrl: "http://127.0.0.1:3210",
    log: extra.log ?? (() => undefined),
    compactAfterBytes: extra.compactAfterBytes,
    queryCacheBytes: extra.queryCacheBytes,
  });
}

export function valueOf(outcome: FunctionOutcome): JSONValue {
  if (outcome.status === "error") throw new Error(`expected success, got: ${outcome.errorMessage}`);
  return outcome.value;
}

export async function query(engine: Engine, path: string, args: JSONValue = {}): Promise<JSONValue> {
  return valueOf((await engine.runQuery(path, args, anonymous)).outcome);
}

export async function mutation(engine: Engine, path: string, args: JSONValue = {}, caller: Caller = anonymous): Promise<JSONValue> {
  return valueOf((await engine.runMutation(path, args, caller)).outcome);
}
