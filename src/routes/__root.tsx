import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import type { ConvexReactClient } from "convex/react";
import { NotFoundPage } from "@/components/errors/not-found-page";
import { browserPreferredLocale } from "@/lib/i18n/preferred-locale";

export type RouterContext = { convex: ConvexReactClient };

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: () => <NotFoundPage homeHref={`/${browserPreferredLocale()}`} />,
});
