import type { ConvexHttpClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import type { FunctionKind, ScenarioTarget } from "./scenario-target";

/** The local backend through the official HTTP client, with the admin key so internal functions are callable too. */
export function localBackendTarget(client: ConvexHttpClient): ScenarioTarget {
  return {
    name: "local-backend",
    async call(kind: FunctionKind, path: string, args: Record<string, unknown>) {
      switch (kind) {
        case "query":
          return await client.query(makeFunctionReference<"query">(path), args);
        case "mutation":
          return await client.mutation(makeFunctionReference<"mutation">(path), args);
        case "action":
          return await client.action(makeFunctionReference<"action">(path), args);
      }
    },
  };
}
