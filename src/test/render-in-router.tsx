import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { UnsavedChangesGuard } from "@/lib/forms/unsaved-changes-guard";

/**
 * Renders a component as the page of a real (memory-history) router, for components that use the router
 * (links, the page's leave guard). Resolves once the page is on screen.
 */
export async function renderInRouter(page: () => ReactNode, { path = "/" }: { path?: string } = {}) {
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => <UnsavedChangesGuard>{page()}</UnsavedChangesGuard>,
    }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const result = render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  await router.load();
  return { ...result, router };
}
