import { useRouterState } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { withCatalogs } from "@/lib/i18n/load-catalog";

declare module "@tanstack/react-router" {
  interface HistoryState {
    /** Set when sign-in was opened from inside the app: the page stays and sign-in shows over it. */
    authDialog?: "signin";
  }
}

// Every page has the host, few visits open the dialog: its form loads only when asked for.
const SignInDialog = lazy(
  withCatalogs("src/features/accounts/components/sign-in-dialog-content.tsx", () => import("./sign-in-dialog-content")),
);

/** Shows the sign-in dialog over the current page when a link inside the app asked for it. */
export function SignInDialogHost() {
  const open = useRouterState({ select: (state) => state.location.state.authDialog === "signin" });
  return open ? (
    <Suspense fallback={null}>
      <SignInDialog />
    </Suspense>
  ) : null;
}
