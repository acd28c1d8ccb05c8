import { convexTest } from "convex-test";
import { makeFunctionReference } from "convex/server";
import schema from "../fixtures/functions/schema";
import { fixtureModules } from "./fixture-modules";
import type { FunctionKind, ScenarioTarget } from "./scenario-target";

/** A fresh in-memory convex-test deployment of the fixtures (its calls have admin rights, like the CLI's). */
export function convexTestTarget(): ScenarioTarget & { harness: ReturnType<typeof convexTest> } {
  const harness = convexTest(schema, fixtureModules());
  return {
    name: "convex-test",
    harness,
    async call(kind: FunctionKind, path: string, args: Record<string, unknown>) {
      switch (kind) {
        case "query":
          return await harness.query(makeFunctionReference<"query">(path), args);
        case "mutation":
          return await harness.mutation(makeFunctionReference<"mutation">(path), args);
        case "action":
          return await harness.action(makeFunctionReference<"action">(path), args);
      }
    },
  };
}
