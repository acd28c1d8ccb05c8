import { convexToJson, type JSONValue } from "convex/values";
import { FunctionCallError } from "./execution.js";
import type { FunctionOutcome } from "./types.js";

/** An error raised by the engine itself (not by user code): reported without "Uncaught". */
export class EngineError extends Error {}

export interface ErrorDescription {
  message: string;
  data?: JSONValue;
  fromUserCode: boolean;
}

/** An error described where it happened (in a function worker), reported exactly as described. */
export class DescribedError extends Error {
  constructor(readonly description: ErrorDescription) {
    super(description.message);
  }
}

export function describeError(error: unknown): ErrorDescription {
  if (error instanceof DescribedError) return error.description;
  if (error instanceof EngineError) return { message: error.message, fromUserCode: false };
  if (error instanceof FunctionCallError) {
    return error.data === undefined ? { message: error.message, fromUserCode: false } : { message: error.message, data: error.data, fromUserCode: false };
  }
  if (typeof error === "object" && error !== null && Symbol.for("ConvexError") in error) {
    const raw = (error as { data?: unknown }).data;
    let data: JSONValue;
    try {
      data = typeof raw === "string" ? (JSON.parse(raw) as JSONValue) : convexToJson((raw ?? null) as never);
    } catch {
      data = typeof raw === "string" ? raw : null;
    }
    return { message: (error as Error).message, data, fromUserCode: true };
  }
  if (error instanceof Error) return { message: `${error.name}: ${error.message}`, fromUserCode: true };
  return { message: String(error), fromUserCode: true };
}

export function errorOutcome(error: unknown, logLines: string[]): FunctionOutcome {
  const described = describeError(error);
  const isConvexError = described.data !== undefined && described.fromUserCode;
  const errorMessage = described.fromUserCode
    ? `Uncaught ${isConvexError ? `ConvexError: ${described.message}` : described.message}`
    : described.message;
  return described.data === undefined
    ? { status: "error", errorMessage, logLines }
    : { status: "error", errorMessage, errorData: described.data, logLines };
}

export function toCallError(outcome: Extract<FunctionOutcome, { status: "error" }>): FunctionCallError {
  return new FunctionCallError(outcome.errorMessage.replace(/^Uncaught (ConvexError: )?/, ""), outcome.errorData);
}
