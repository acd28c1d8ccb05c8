/**
 * `?redirect=` of the sign-in pages: where to return afterwards. A malformed value is dropped;
 * the same-origin check happens where it is used. (A plain function, not a zod schema: route
 * search validators ship with the first page, see ADR 0011.)
 */
export function redirectSearch(search: Record<string, unknown>): { redirect?: string } {
  // `undefined`, not left out: the router would keep the raw value (`?redirect=1` is a number) under the validated search.
  return { redirect: typeof search.redirect === "string" ? search.redirect : undefined };
}
