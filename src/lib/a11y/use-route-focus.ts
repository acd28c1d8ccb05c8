import { useRouterState } from "@tanstack/react-router";
import { useLayoutEffect, useRef } from "react";
import { announce, clearAnnouncements } from "./announcer";
import { holdFocusRescue } from "./focus-rescue";
import { focusElement } from "./focus-when-shown";

const waitForHeadingMs = 3000;

type Seen = { pathname: string; overDialog: boolean };

/**
 * The focus rule for moving between pages: once the new page is on screen, focus moves to its h1 (to <main> if it
 * has none), the status region forgets the last page's messages and the new page's title is announced, so a keyboard
 * or screen-reader user starts at the new content instead of on a link of the page they left.
 *
 * - The first page load keeps the browser's own start (the skip link), unless the page shown is not the one the
 *   address asked for: a guard's redirect (to sign-in) or a refusal in its place ("not for your account").
 * - Changes of the query string (filters) are not page changes.
 * - The sign-in dialog over a page hands focus back to what opened it when it closes; when it closes because the
 *   visitor signed in (the opener, the header's "Sign in", is gone) or because a link in it led to another page
 *   ("Create an account"), focus goes to the page's heading as after any page change.
 */
export function useRouteFocus(mainId: string): void {
  // The resolved location changes once the new page's loaders are done and it renders, not when the address does.
  const pathname = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).pathname });
  const overDialog = useRouterState({
    select: (state) => (state.resolvedLocation ?? state.location).state.authDialog !== undefined,
  });
  const previous = useRef<Seen | null>(null);
  const dialogOpener = useRef<Element | null>(null);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = { pathname, overDialog };
    if (overDialog) {
      if (before !== null && !before.overDialog) dialogOpener.current = document.activeElement;
      return;
    }
    const arrival = arrivalKind(before, pathname, mainId);
    if (arrival === null) return;
    if (arrival !== "dialog-closed") clearAnnouncements();
    const startedOn = document.activeElement;
    const opener = dialogOpener.current;
    dialogOpener.current = null;
    const deadline = performance.now() + waitForHeadingMs;
    const releaseRescue = holdFocusRescue();
    let frame = 0;
    const userMovedOn = () => {
      const active = document.activeElement;
      if (active === null || active === document.body || active.id === mainId) return false;
      // The closing dialog gives focus back to its opener: that is not the user's doing.
      if (active === startedOn || active === opener || active.closest("dialog") !== null) return false;
      return true;
    };
    const attempt = () => {
      if (userMovedOn()) {
        releaseRescue();
        return;
      }
      if (document.querySelector("dialog[open]") !== null) {
        frame = requestAnimationFrame(attempt);
        return;
      }
      // Closed over the same page: focus stays where the dialog put it back, unless that is gone.
      if (arrival === "dialog-closed" && document.activeElement !== document.body && document.activeElement !== null) {
        releaseRescue();
        return;
      }
      const main = document.getElementById(mainId);
      const heading = main?.querySelector<HTMLElement>("h1");
      const timedOut = performance.now() >= deadline;
      if ((heading && heading.getClientRects().length > 0) || (timedOut && main)) {
        // A link to a place in the page (#conversation) keeps that place on screen; focus still starts at the top.
        focusElement(heading ?? main!, { preventScroll: window.location.hash !== "" });
        releaseRescue();
        // The page sets its title in an effect of the same render: read it once that has run.
        requestAnimationFrame(() => announce(document.title));
        return;
      }
      if (timedOut) releaseRescue();
      else frame = requestAnimationFrame(attempt);
    };
    frame = requestAnimationFrame(attempt);
    return () => {
      cancelAnimationFrame(frame);
      releaseRescue();
    };
  }, [pathname, overDialog, mainId]);
}

type Arrival = "page-change" | "dialog-closed" | "first-load-elsewhere";

function arrivalKind(before: Seen | null, pathname: string, mainId: string): Arrival | null {
  if (before === null) return firstLoadShowsAnotherPage(pathname, mainId) ? "first-load-elsewhere" : null;
  if (before.pathname !== pathname) return "page-change";
  return before.overDialog ? "dialog-closed" : null;
}

/** The address typed or followed was answered with another page: a redirect, or a refusal in the page's place. */
function firstLoadShowsAnotherPage(pathname: string, mainId: string): boolean {
  const navigation = performance.getEntriesByType("navigation")[0];
  const requested = navigation ? new URL(navigation.name).pathname : pathname;
  // "/" answered by "/en" is the same page in the reader's language, not a redirect elsewhere.
  const withoutLocale = (path: string) => path.replace(/^\/[a-z]{2}(?=\/|$)/, "").replace(/\/$/, "");
  if (withoutLocale(requested) !== withoutLocale(pathname)) return true;
  return document.getElementById(mainId)?.querySelector(".error-page") != null;
}
