import { createRouter } from "@tanstack/react-router";
import { RouteError } from "@/components/errors/route-error";
import { convexClient } from "@/lib/convex/convex-client";
import { routeTree } from "./routeTree.gen";

export function createAppRouter() {
  return createRouter({
    routeTree,
    context: { convex: convexClient() },
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: RouteError,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
