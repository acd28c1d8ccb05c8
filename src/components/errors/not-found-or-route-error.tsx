import { useParams } from "@tanstack/react-router";
import { ConvexError } from "convex/values";
import { NotFoundPage } from "./not-found-page";
import { RouteError } from "./route-error";

/** Route error boundary for pages keyed by an id: a malformed, missing or foreign id is a plain "not found". */
export function NotFoundOrRouteError({ error }: { error: unknown }) {
  const { locale } = useParams({ strict: false });
  const isNotFound =
    error instanceof ConvexError &&
    typeof error.data === "object" &&
    error.data !== null &&
    (error.data as { code?: unknown }).code === "NOT_FOUND";
  if (isNotFound) return <NotFoundPage homeHref={`/${locale ?? "en"}`} />;
  return <RouteError error={error} />;
}
