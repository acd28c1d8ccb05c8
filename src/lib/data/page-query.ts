import { useQuery, type OptionalRestArgsOrSkip } from "convex/react";
import type { FunctionArgs, FunctionReference, FunctionReturnType } from "convex/server";
import { registerSensitiveText } from "@/lib/monitoring/scrub-event";

type AnyQuery = FunctionReference<"query">;

/** The personal text (names, pet names, reasons, notes) a query's result holds. */
export type PersonalFields<Query extends AnyQuery> = (
  result: NonNullable<FunctionReturnType<Query>>,
) => Iterable<string | null | undefined>;

/**
 * One query a page reads, with its exact arguments, so a route's loader can start it before the page renders
 * and the page then finds it already on its way. `personal` declares the personal text in its result, which
 * then never reaches an error report from any page that shows it.
 */
export type PageQuery<Query extends AnyQuery = AnyQuery> = {
  query: Query;
  args: FunctionArgs<Query>;
  personal?: PersonalFields<Query>;
};

export function pageQuery<Query extends AnyQuery>(
  query: Query,
  args: FunctionArgs<Query>,
  personal?: PersonalFields<Query>,
): PageQuery<Query> {
  return { query, args, personal };
}

/**
 * `useQuery` for a `PageQuery`: the live result (undefined while loading, or while not `enabled`), with its
 * personal text registered for scrubbing before the page renders any of it.
 */
export function usePageQuery<Query extends AnyQuery>(
  definition: PageQuery<Query>,
  enabled = true,
): FunctionReturnType<Query> | undefined {
  const result = useQuery(definition.query, ...([enabled ? definition.args : "skip"] as OptionalRestArgsOrSkip<Query>));
  if (enabled) registerPersonalText(definition, result);
  return result;
}

/** Registers the personal text a result of this query holds (for results read outside React, e.g. a watch). */
export function registerPersonalText<Query extends AnyQuery>(
  definition: PageQuery<Query>,
  result: FunctionReturnType<Query> | undefined,
): void {
  if (definition.personal && result !== undefined && result !== null) {
    registerSensitiveText(...definition.personal(result as NonNullable<FunctionReturnType<Query>>));
  }
}

/** Every piece of text inside free-form values (a note's sections, intake answers), for `personal` declarations. */
export function textIn(...values: unknown[]): string[] {
  const texts: string[] = [];
  const visit = (value: unknown, depth: number) => {
    if (typeof value === "string") texts.push(value);
    else if (depth < 6 && value !== null && typeof value === "object")
      Object.values(value).forEach((item) => visit(item, depth + 1));
  };
  values.forEach((value) => visit(value, 0));
  return texts;
}
