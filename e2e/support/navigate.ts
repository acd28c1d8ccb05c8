import type { Page } from "@playwright/test";
import type { FileRoutesByFullPath } from "../../src/routeTree.gen";

export type AppRoute = keyof FileRoutesByFullPath;

type SegmentParam<Segment extends string> = Segment extends `$${infer Name}` ? (Name extends "" ? "_splat" : Name) : never;
type ParamNames<Path extends string> = Path extends `/${infer Segment}/${infer Rest}`
  ? SegmentParam<Segment> | ParamNames<`/${Rest}`>
  : Path extends `/${infer Segment}`
    ? SegmentParam<Segment>
    : never;

export type RouteParams<Path extends AppRoute> = { [Name in ParamNames<Path>]: string };

/** `/$locale/pets/$petId` + `{ locale: "en", petId }` → `/en/pets/…`; a typo in either is a type error. */
export function routeUrl<Path extends AppRoute>(path: Path, params: RouteParams<Path>, search?: Record<string, string>): string {
  const values = params as Record<string, string>;
  const pathname = path
    .split("/")
    .map((segment) => {
      if (!segment.startsWith("$")) return segment;
      const name = segment === "$" ? "_splat" : segment.slice(1);
      const value = values[name];
      if (value === undefined) throw new Error(`Missing route parameter ${name} for ${path}`);
      return name === "_splat" ? value : encodeURIComponent(value);
    })
    .join("/")
    .replace(/\/$/, "");
  const query = search ? `?${new URLSearchParams(search).toString()}` : "";
  return `${pathname || "/"}${query}`;
}

export async function navigate<Path extends AppRoute>(
  page: Page,
  path: Path,
  params: RouteParams<Path>,
  search?: Record<string, string>,
): Promise<void> {
  await page.goto(routeUrl(path, params, search));
}
