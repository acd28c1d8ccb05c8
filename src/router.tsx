import { createRouter } from "@tanstack/react-router";
import { NotFoundOrRouteError } from "@/components/errors/not-found-or-route-error";
import type { ViewerSource } from "@/features/accounts/api/viewer-source";
import { convexClient } from "@/lib/convex/convex-client";
import { routeTree } from "./routeTree.gen";

export function createAppRouter(viewer: ViewerSource) {
  const router = createRouter({
    routeTree,
    context: { convex: convexClient(), viewer },
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Every page with an id in its address: a wrong id is "not found", never the application error.
    defaultErrorComponent: NotFoundOrRouteError,
  });
  // Signing in or out elsewhere (another tab, an expired session) runs the guards of the open page again;
  // a navigation already under way (sign-out goes home) is left to finish on its own.
  viewer.subscribe((state, previous) => {
    const changed = state.status !== "loading" && previous.status !== "loading" && state.status !== previous.status;
    if (changed && router.state.status !== "pending") void router.invalidate();
  });
  return router;
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
