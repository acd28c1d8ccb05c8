import type { ConvexReactClient } from "convex/react";
import type { PageQuery } from "./page-query";

/** For loaders: starts every query a page needs at once (kept warm for a few seconds if the page never opens). */
export function prewarm(convex: ConvexReactClient, ...definitions: PageQuery[]): void {
  for (const { query, args } of definitions) convex.prewarmQuery({ query, args });
}

/**
 * For loaders of pages that should open complete: starts the queries like `prewarm`, then waits until each has an
 * answer (or an error), at most `maxWaitMs`. The router keeps the current page on screen meanwhile, so the next one
 * opens with its data instead of placeholders; after a hover that preloaded it, there is usually nothing left to wait for.
 */
export function prewarmAndWait(convex: ConvexReactClient, maxWaitMs: number, ...definitions: PageQuery[]): Promise<void> {
  prewarm(convex, ...definitions);
  const answered = definitions.map(
    ({ query, args }) =>
      new Promise<void>((resolve) => {
        const watch = convex.watchQuery(query, args);
        const hasAnswer = () => {
          try {
            return watch.localQueryResult() !== undefined;
          } catch {
            return true;
          }
        };
        if (hasAnswer()) return resolve();
        const stop = watch.onUpdate(() => {
          if (!hasAnswer()) return;
          stop();
          resolve();
        });
      }),
  );
  return Promise.race([Promise.all(answered).then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, maxWaitMs))]);
}
