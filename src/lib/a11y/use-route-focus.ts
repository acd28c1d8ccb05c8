import { useRouterState } from "@tanstack/react-router";
import { useLayoutEffect, useRef } from "react";
import { announce } from "./announcer";
import { holdFocusRescue } from "./focus-rescue";
import { focusElement } from "./focus-when-shown";

const waitForHeadingMs = 3000;

/**
 * The focus rule for moving between pages: once the new page is on screen, focus moves to its h1 (to <main> if it
 * has none) and the page's title is announced, so a keyboard or screen-reader user starts at the new content
 * instead of on a link of the page they left. The first page load keeps the browser's own start (the skip link);
 * changes of the query string (filters) and the sign-in dialog over a page are not page changes.
 */
export function useRouteFocus(mainId: string): void {
  // The resolved location changes once the new page's loaders are done and it renders, not when the address does.
  const pathname = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).pathname });
  const overDialog = useRouterState({
    select: (state) => (state.resolvedLocation ?? state.location).state.authDialog !== undefined,
  });
  const previous = useRef<{ pathname: string; overDialog: boolean } | null>(null);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = { pathname, overDialog };
    if (before === null || before.pathname === pathname || before.overDialog || overDialog) return;
    const startedOn = document.activeElement;
    const deadline = performance.now() + waitForHeadingMs;
    const releaseRescue = holdFocusRescue();
    let frame = 0;
    const userMovedOn = () => {
      const active = document.activeElement;
      return active !== startedOn && active !== document.body && active !== null && active.id !== mainId;
    };
    const attempt = () => {
      if (userMovedOn()) {
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
