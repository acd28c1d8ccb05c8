import "@/lib/validation/strict-csp-zod";
import { pageLocale } from "@/lib/i18n/download-page-catalog";
import { ConvexAuthProvider } from "@convex-dev/auth/react";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { RouterProvider } from "@tanstack/react-router";
import { startTransition, StrictMode, Suspense, use, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { ToastProvider } from "@/components/ui/toast";
import { ViewerSource } from "@/features/accounts/api/viewer-source";
import { ViewerBridge } from "@/features/accounts/components/viewer-bridge";
import { runtimeConfig } from "@/lib/config/runtime-config";
import { convexClient } from "@/lib/convex/convex-client";
import { isNotFoundError } from "@/lib/convex/server-error";
import { activateLocale } from "@/lib/i18n/load-catalog";
import { initMonitoring } from "@/lib/monitoring/monitoring";
import { isNotForYourAccount } from "@/lib/routing/not-for-your-account";
import { yieldToBrowser } from "@/lib/scheduling/yield-to-browser";
import { createAppRouter } from "./router";
import "./styles/index.css";

async function start() {
  // Evaluating the entry chunk is one long task on a phone; starting the app in the next one keeps both shorter.
  await yieldToBrowser();
  initMonitoring(runtimeConfig());
  const viewer = new ViewerSource();
  const router = createAppRouter(viewer);
  // The page's route chunks and data start downloading with the catalog, not after it. Guards in them wait
  // for the viewer, which React's auth provider supplies: so the tree renders once the catalog is active
  // (Lingui renders nothing before), and the router's part of it once the first page has loaded.
  const firstPageLoaded = router.load();
  // A guarded page's chunks would wait for its guard, which waits for auth: fetch the first page's chunks now, beside it.
  for (const match of router.matchRoutes(router.latestLocation)) {
    router.loadRouteChunk(router.routesById[match.routeId as keyof typeof router.routesById])?.catch(() => {});
  }
  await activateLocale(pageLocale);
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root element");
  // As a transition, the first render yields to the browser every few milliseconds instead of blocking it throughout.
  startTransition(() => {
    createRoot(root, { onCaughtError: logCaughtError }).render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <ConvexAuthProvider client={convexClient()} storageNamespace="vetline">
            <ViewerBridge source={viewer} router={router} />
            <ToastProvider>
              <Suspense fallback={null}>
                <After loaded={firstPageLoaded}>
                  <RouterProvider router={router} />
                </After>
              </Suspense>
            </ToastProvider>
          </ConvexAuthProvider>
        </I18nProvider>
      </StrictMode>,
    );
  });
}

function After({ loaded, children }: { loaded: Promise<void>; children: ReactNode }) {
  use(loaded);
  return children;
}

/** A wrong id or the other role's page is an answer (the not-found or refusal page), not a fault: only faults go to the console. */
function logCaughtError(error: unknown, info: { componentStack?: string }) {
  if (isNotFoundError(error) || isNotForYourAccount(error)) return;
  console.error(error, info.componentStack ?? "");
}

void start();
