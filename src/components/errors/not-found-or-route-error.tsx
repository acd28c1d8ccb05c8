import { useParams } from "@tanstack/react-router";
import { isNotFoundError } from "@/lib/convex/is-not-found-error";
import { NotFoundPage } from "./not-found-page";
import { RouteError } from "./route-error";

/**
 * Every route's error boundary: a page whose id is malformed, missing or someone else's is a plain
 * "not found"; anything else goes to the route error handling.
 */
export function NotFoundOrRouteError({ error }: { error: unknown }) {
  const { locale } = useParams({ strict: false });
  if (isNotFoundError(error)) return <NotFoundPage homeHref={`/${locale ?? "en"}`} />;
  return <RouteError error={error} />;
}
