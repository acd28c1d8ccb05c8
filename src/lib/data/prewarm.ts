import type { ConvexReactClient } from "convex/react";
import type { PageQuery } from "./page-query";

/** For loaders: starts every query a page needs at once (kept warm for a few seconds if the page never opens). */
export function prewarm(convex: ConvexReactClient, ...definitions: PageQuery[]): void {
  for (const { query, args } of definitions) convex.prewarmQuery({ query, args });
}
