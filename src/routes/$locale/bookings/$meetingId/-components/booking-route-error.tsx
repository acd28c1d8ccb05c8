import { useParams } from "@tanstack/react-router";
import { ConvexError } from "convex/values";
import { NotFoundPage } from "@/components/errors/not-found-page";
import { RouteError } from "@/components/errors/route-error";

/** A malformed, missing or foreign meeting id is a plain "not found", never a hint that it exists. */
export function BookingRouteError({ error }: { error: unknown }) {
  const { locale } = useParams({ strict: false });
  const isNotFound =
    error instanceof ConvexError &&
    typeof error.data === "object" &&
    error.data !== null &&
    (error.data as { code?: unknown }).code === "NOT_FOUND";
  if (isNotFound) return <NotFoundPage homeHref={`/${locale ?? "en"}`} />;
  return <RouteError error={error} />;
}
