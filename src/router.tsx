import { createRouter } from "@tanstack/react-router";
import { NotFoundOrRouteError } from "@/components/errors/not-found-or-route-error";
import type { ViewerSource } from "@/features/accounts/api/viewer-source";
import { convexClient } from "@/lib/convex/convex-client";
import { routeTree } from "./routeTree.gen";

export function createAppRouter(viewer: ViewerSource) {
  return createRouter({
    routeTree,
    context: { convex: convexClient(), viewer },
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Every page with an id in its address: a wrong id is "not found", never the application error.
    defaultErrorComponent: NotFoundOrRouteError,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
