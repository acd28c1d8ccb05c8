import type { JSONValue } from "convex/values";
import type { FunctionOutcome } from "./types.js";

/** A function's result as the JSON text its thread produced, and the parsed value when something already needed it. */
export interface ResultText {
  json: string;
  value?: JSONValue;
}

/**
 * A function's success whose value is parsed only when something reads it: an HTTP answer, and a subscription
 * comparing a result with the one it sent, use the JSON text as the function produced it (parsing and serializing
 * a ten-document result again cost about 7 µs of the engine's thread).
 */
export function successOutcome(result: ResultText, logLines: string[]): FunctionOutcome {
  if (result.value !== undefined) return { status: "success", value: result.value, valueJson: result.json, logLines };
  const outcome = { status: "success", valueJson: result.json, logLines } as Extract<FunctionOutcome, { status: "success" }>;
  Object.defineProperty(outcome, "value", {
    enumerable: true,
    configurable: true,
    get(this: typeof outcome): JSONValue {
      const value = JSON.parse(result.json) as JSONValue;
      Object.defineProperty(this, "value", { value, enumerable: true, writable: true, configurable: true });
      return value;
    },
  });
  return outcome;
}

/** The same outcome with other console lines, its value still unparsed if it was (a cached result served again). */
export function withLogLines(outcome: FunctionOutcome, logLines: string[]): FunctionOutcome {
  if (outcome.status !== "success" || outcome.valueJson === undefined) return { ...outcome, logLines };
  const value = Object.getOwnPropertyDescriptor(outcome, "value");
  return successOutcome({ json: outcome.valueJson, ...(value?.get === undefined ? { value: value?.value as JSONValue } : {}) }, logLines);
}

/** The JSON text of a success's value. */
export function valueText(outcome: Extract<FunctionOutcome, { status: "success" }>): string {
  return outcome.valueJson ?? JSON.stringify(outcome.value);
}
