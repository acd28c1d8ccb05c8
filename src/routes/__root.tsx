import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import type { ConvexReactClient } from "convex/react";
import type { ViewerSource } from "@/features/accounts/api/viewer-source";
import { NotFoundPage } from "@/components/errors/not-found-page";
import { browserPreferredLocale } from "@/lib/i18n/preferred-locale";

/** What every route's `beforeLoad` and `loader` can read: the Convex client and who is signed in. */
export type RouterContext = { convex: ConvexReactClient; viewer: ViewerSource };

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: () => <NotFoundPage homeHref={`/${browserPreferredLocale()}`} />,
});
