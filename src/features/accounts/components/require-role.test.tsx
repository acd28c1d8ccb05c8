import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import type { ViewerState } from "../api/use-viewer";
import { RequireRole } from "./require-role";

const viewerState = vi.hoisted(() => ({ current: { status: "loading" } as ViewerState }));
vi.mock("../api/use-viewer", () => ({ useViewer: () => viewerState.current }));

function signedInAs(role: "owner" | "vet"): ViewerState {
  return {
    status: "signed-in",
    viewer: { id: "u1" as never, role, name: "Test", email: "t@example.test", phone: null, locale: "en", timeZone: "UTC" },
  };
}

function renderAt(path: string) {
  const root = createRootRoute({ component: Outlet });
  const locale = createRoute({ getParentRoute: () => root, path: "$locale", component: Outlet });
  const vetSchedule = createRoute({
    getParentRoute: () => locale,
    path: "vet/schedule",
    component: () => (
      <RequireRole role="vet">
        <h1>Weekly hours</h1>
      </RequireRole>
    ),
  });
  const signIn = createRoute({
    getParentRoute: () => locale,
    path: "auth/signin",
    validateSearch: (search: Record<string, unknown>) => ({ redirect: String(search.redirect ?? "") }),
    component: function SignInStub() {
      const { redirect } = signIn.useSearch();
      return <h1>Sign in, then back to {redirect}</h1>;
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([locale.addChildren([vetSchedule, signIn])]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return router;
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
});
afterEach(cleanup);

describe("RequireRole", () => {
  test("sends a signed-out visitor to sign-in with the way back", async () => {
    viewerState.current = { status: "signed-out" };
    const router = renderAt("/en/vet/schedule?week=2");
    expect(await screen.findByRole("heading", { name: "Sign in, then back to /en/vet/schedule?week=2" })).toBeVisible();
    expect(router.state.location.pathname).toBe("/en/auth/signin");
  });

  test("shows the other role that the page is not for their account", async () => {
    viewerState.current = signedInAs("owner");
    renderAt("/en/vet/schedule");
    expect(await screen.findByRole("heading", { name: "This page is not for your account" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to my start page" })).toHaveAttribute("href", "/en/bookings");
    expect(screen.queryByRole("heading", { name: "Weekly hours" })).toBeNull();
  });

  test("lets the right role through", async () => {
    viewerState.current = signedInAs("vet");
    renderAt("/en/vet/schedule");
    expect(await screen.findByRole("heading", { name: "Weekly hours" })).toBeVisible();
  });

  test("shows neither the page nor a redirect while the session is loading", async () => {
    viewerState.current = { status: "loading" };
    const router = renderAt("/en/vet/schedule");
    await screen.findByText((_, element) => element?.getAttribute("aria-busy") === "true");
    expect(screen.queryByRole("heading")).toBeNull();
    expect(router.state.location.pathname).toBe("/en/vet/schedule");
  });
});
