import { makeFunctionReference } from "convex/server";
import type { SecurityWorld } from "./security-world.testing";
import type { FunctionKind } from "./public-functions.testing";

export type Client = SecurityWorld["t"] | SecurityWorld["asOwner"];

/** How a call ended: a value, a rejected argument, a typed ConvexError, or anything else (a crash). */
export type Outcome =
  | { kind: "ok"; value: unknown }
  | { kind: "validator" }
  | { kind: "typed"; code: string }
  | { kind: "crash"; message: string };



// convex-test reports argument validation as "Validator error: ..."; the real backend as ArgumentValidationError,
// which the WebSocket client prefixes with "[CONVEX M(module:function)] ".
const VALIDATOR_ERROR = /^(\[CONVEX [^\]]+\] )?(Validator error|ArgumentValidationError)|Value does not match validator/;

export function classify(error: unknown): Outcome {
  const data = (error as { data?: unknown }).data;
  if (typeof data === "object" && data !== null && typeof (data as { code?: unknown }).code === "string") {
    return { kind: "typed", code: (data as { code: string }).code };
  }
  const message = error instanceof Error ? error.message : String(error);
  if (VALIDATOR_ERROR.test(message)) return { kind: "validator" };
  // convex-test's own validator trips over `null` for an object (the real backend rejects it as a validator error).
  if (error instanceof Error && error.stack?.includes("validateValidator")) return { kind: "validator" };
  return { kind: "crash", message };
}

export async function callByPath(client: Client, kind: FunctionKind, path: string, args: unknown): Promise<Outcome> {
  try {
    const value =
      kind === "query"
        ? await client.query(makeFunctionReference<"query">(path), args as never)
        : kind === "mutation"
          ? await client.mutation(makeFunctionReference<"mutation">(path), args as never)
          : await client.action(makeFunctionReference<"action">(path), args as never);
    return { kind: "ok", value };
  } catch (error) {
    return classify(error);
  }
}
