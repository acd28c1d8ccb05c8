import "@/lib/validation/strict-csp-zod";
import { pageLocale } from "@/lib/i18n/download-page-catalog";
import { ConvexAuthProvider } from "@convex-dev/auth/react";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { RouterProvider } from "@tanstack/react-router";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { ToastProvider } from "@/components/ui/toast";
import { runtimeConfig } from "@/lib/config/runtime-config";
import { convexClient } from "@/lib/convex/convex-client";
import { isNotFoundError } from "@/lib/convex/is-not-found-error";
import { activateLocale } from "@/lib/i18n/load-catalog";
import { initMonitoring } from "@/lib/monitoring/monitoring";
import { yieldToBrowser } from "@/lib/scheduling/yield-to-browser";
import { createAppRouter } from "./router";
import "./styles/index.css";

async function start() {
  // Evaluating the entry chunk is one long task on a phone; starting the app in the next one keeps both shorter.
  await yieldToBrowser();
  initMonitoring(runtimeConfig());
  const router = createAppRouter();
  // Lingui renders nothing until a locale is active, so the first paint waits for the catalog (already
  // downloading); the page's route chunks download at the same time instead of after it.
  await Promise.all([activateLocale(pageLocale), router.load()]);
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root element");
  // As a transition, the first render yields to the browser every few milliseconds instead of blocking it throughout.
  startTransition(() => {
    createRoot(root, { onCaughtError: logCaughtError }).render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <ConvexAuthProvider client={convexClient()} storageNamespace="vetline">
            <ToastProvider>
              <RouterProvider router={router} />
            </ToastProvider>
          </ConvexAuthProvider>
        </I18nProvider>
      </StrictMode>,
    );
  });
}

/** A wrong id in the address is an answer (the not-found page), not a fault: only faults go to the console. */
function logCaughtError(error: unknown, info: { componentStack?: string }) {
  if (isNotFoundError(error)) return;
  console.error(error, info.componentStack ?? "");
}

void start();
