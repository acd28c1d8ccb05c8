import "@/lib/validation/strict-csp-zod";
import { ConvexAuthProvider } from "@convex-dev/auth/react";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { ToastProvider } from "@/components/ui/toast";
import { runtimeConfig } from "@/lib/config/runtime-config";
import { convexClient } from "@/lib/convex/convex-client";
import { activateLocale } from "@/lib/i18n/load-catalog";
import { browserPreferredLocale, localeFromPath } from "@/lib/i18n/preferred-locale";
import { initMonitoring } from "@/lib/monitoring/monitoring";
import { createAppRouter } from "./router";
import "./styles/index.css";

async function start() {
  initMonitoring(runtimeConfig());
  const router = createAppRouter();
  // Lingui renders nothing until a locale is active, so the first paint waits for the catalog; the
  // page's route chunks download at the same time instead of after it.
  await Promise.all([activateLocale(localeFromPath(window.location.pathname) ?? browserPreferredLocale()), router.load()]);
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root element");
  createRoot(root).render(
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
}

void start();
