import { Trans, useLingui } from "@lingui/react/macro";
import { useBlocker } from "@tanstack/react-router";
import { useMemo, useRef, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { UnsavedFormsContext, type UnsavedForms } from "./unsaved-changes";

/**
 * The page's one leave guard: while any form on it holds unsaved changes (see useUnsavedChanges), going to another
 * page asks first with one dialog, closing or reloading the tab with the browser's own prompt. However many forms
 * are edited, there is one question.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const dirtyForms = useRef(new Set<symbol>());
  const saves = useRef(new Map<symbol, Promise<unknown>>());
  const forms = useMemo<UnsavedForms>(
    () => ({
      hold: (form) => dirtyForms.current.add(form),
      release: (form) => dirtyForms.current.delete(form),
      saving: (form, save) => {
        saves.current.set(form, save);
        const done = () => {
          if (saves.current.get(form) === save) saves.current.delete(form);
        };
        save.then(done, done);
      },
    }),
    [],
  );
  const blocker = useBlocker({
    // Search changes (a calendar's week, a filter) keep the page and its forms: only leaving the page asks.
    shouldBlockFn: async ({ current, next }) => {
      if (dirtyForms.current.size === 0 || current.pathname === next.pathname) return false;
      // Save pressed, then a link: the navigation waits for the save, and asks only if changes are still unsaved.
      const underWay = [...dirtyForms.current].flatMap((form) => saves.current.get(form) ?? []);
      if (underWay.length > 0) await Promise.allSettled(underWay);
      return dirtyForms.current.size > 0;
    },
    enableBeforeUnload: () => dirtyForms.current.size > 0,
    withResolver: true,
  });
  const leaveWithoutSaving = () => {
    // The answer stands until the page is gone: on a slow connection it stays on screen while the next one loads,
    // and a second click meanwhile must not ask again.
    dirtyForms.current.clear();
    blocker.proceed?.();
  };
  return (
    <UnsavedFormsContext.Provider value={forms}>
      {children}
      {blocker.status === "blocked" ? (
        <Dialog title={t`Leave without saving?`} closeLabel={t`Close`} onClose={blocker.reset}>
          <div className="form-stack">
            <p>
              <Trans>Your changes on this page are not saved yet. If you leave now, they are lost.</Trans>
            </p>
            <div className="form-actions">
              <Button variant="primary" onClick={blocker.reset}>
                <Trans>Stay on this page</Trans>
              </Button>
              <Button variant="danger" onClick={leaveWithoutSaving}>
                <Trans>Leave without saving</Trans>
              </Button>
            </div>
          </div>
        </Dialog>
      ) : null}
    </UnsavedFormsContext.Provider>
  );
}
