import { createRouter } from "@tanstack/react-router";
import { AppErrorFallback } from "@/components/errors/app-error-fallback";
import { convexClient } from "@/lib/convex/convex-client";
import { isChunkLoadError, recoverWithFullPageLoad } from "@/lib/routing/chunk-load-recovery";
import { routeTree } from "./routeTree.gen";

export function createAppRouter() {
  const router = createRouter({
    routeTree,
    context: { convex: convexClient() },
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: ({ error }) => <AppErrorFallback error={error} />,
    defaultOnCatch: (error) => {
      if (isChunkLoadError(error)) recoverWithFullPageLoad(router.state.location.href);
    },
  });
  return router;
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
