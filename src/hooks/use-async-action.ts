import { useCallback, useState } from "react";
import { useClearToasts } from "@/components/ui/toast";
import { reportUnexpectedFailure } from "@/lib/monitoring/report-unexpected-failure";

/**
 * Runs a submit handler once at a time and keeps its error for the form to show; a failure takes down toasts
 * still on screen, so an earlier "saved" never stands beside the new refusal. A failure without a refusal code is reported.
 */
export function useAsyncAction<Args extends unknown[]>(action: (...args: Args) => Promise<unknown>) {
  const clearToasts = useClearToasts();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = useCallback(
    async (...args: Args): Promise<boolean> => {
      setPending(true);
      setError(null);
      try {
        await action(...args);
        return true;
      } catch (caught) {
        clearToasts();
        reportUnexpectedFailure(caught);
        setError(caught);
        return false;
      } finally {
        setPending(false);
      }
    },
    [action, clearToasts],
  );
  return { run, pending, error, clearError: () => setError(null) };
}
