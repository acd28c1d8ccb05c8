import { Trans, useLingui } from "@lingui/react/macro";
import { useBlocker } from "@tanstack/react-router";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

/**
 * While a form holds changes that are not saved, leaving the page asks first: inside the app with a dialog,
 * closing or reloading the tab with the browser's own prompt.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const { t } = useLingui();
  const blocker = useBlocker({ shouldBlockFn: () => when, enableBeforeUnload: () => when, withResolver: true });
  if (blocker.status !== "blocked") return null;
  return (
    <Dialog title={t`Leave without saving?`} closeLabel={t`Close`} onClose={blocker.reset}>
      <div className="form-stack">
        <p>
          <Trans>Your changes on this page are not saved yet. If you leave now, they are lost.</Trans>
        </p>
        <div className="form-actions">
          <Button variant="primary" onClick={blocker.reset}>
            <Trans>Stay and save</Trans>
          </Button>
          <Button variant="danger" onClick={blocker.proceed}>
            <Trans>Leave without saving</Trans>
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
