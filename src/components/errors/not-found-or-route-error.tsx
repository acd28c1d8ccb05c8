import { useParams } from "@tanstack/react-router";
import { isNotFoundError } from "@/lib/convex/server-error";
import { isNotForYourAccount } from "@/lib/routing/not-for-your-account";
import { lazy } from "react";
import { withCatalogs } from "@/lib/i18n/load-catalog";
import { NotFoundPage } from "./not-found-page";
import { RouteError } from "./route-error";

// Rarely shown, so not part of the first page's download (the guard decided before anything rendered).
const NotForYourAccountPage = lazy(
  withCatalogs("src/components/errors/not-for-your-account-page.tsx", () =>
    import("./not-for-your-account-page").then((module) => ({ default: module.NotForYourAccountPage })),
  ),
);

/**
 * Every route's error boundary: a page whose id is malformed, missing or someone else's is a plain
 * "not found"; a page for the other role says so; anything else goes to the route error handling.
 */
export function NotFoundOrRouteError({ error }: { error: unknown }) {
  const { locale } = useParams({ strict: false });
  if (isNotFoundError(error)) return <NotFoundPage homeHref={`/${locale ?? "en"}`} />;
  if (isNotForYourAccount(error)) return <NotForYourAccountPage homeHref={error.homeHref} />;
  return <RouteError error={error} />;
}
