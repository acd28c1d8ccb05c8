/**
 * A route's `validateSearch` whose parser's result is the whole of the route's search. The router lays a route's
 * validated search over the raw one, so a param the parser drops would keep its raw, unchecked value
 * (`?species=unicorn` reached the directory's query and failed its validator): every raw param is `undefined`
 * unless the parser returns it. Every route with search params validates them through this.
 */
export function searchValidator<T extends object>(parse: (search: Record<string, unknown>) => T): (search: Record<string, unknown>) => T {
  return (search) => ({ ...Object.fromEntries(Object.keys(search).map((key) => [key, undefined])), ...parse(search) });
}
