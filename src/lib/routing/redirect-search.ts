/**
 * `?redirect=` of the sign-in pages: where to return afterwards. A malformed value is dropped;
 * the same-origin check happens where it is used. (A plain function, not a zod schema: route
 * search validators ship with the first page, see ADR 0011.)
 */
export function redirectSearch(search: Record<string, unknown>): { redirect?: string } {
  return typeof search.redirect === "string" ? { redirect: search.redirect } : {};
}
