import { Trans, useLingui } from "@lingui/react/macro";
import { useLingui as useLinguiRuntime } from "@lingui/react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { useScheduleMutations } from "../api/use-schedule";
import { scheduleErrorMessage } from "../utils/schedule-errors";
import { reportUnexpectedFailure } from "@/lib/monitoring/report-unexpected-failure";

/** Stops new bookings at once, without touching the hours or the existing bookings. */
export function PauseSwitch({ paused }: { paused: boolean }) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const { setPaused } = useScheduleMutations();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  async function toggle() {
    setPending(true);
    setFailure(null);
    try {
      await setPaused({ paused: !paused });
    } catch (error) {
      reportUnexpectedFailure(error);
      setFailure(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <section className={`card schedule-section pause-switch${paused ? " pause-switch--on" : ""}`} aria-labelledby="pause-title">
      <div className="pause-switch__row">
        <div>
          <h2 id="pause-title">
            <Trans>Pause new bookings</Trans>
          </h2>
          <p className="muted">
            {paused ? (
              <Trans>Paused: owners see no free slots. Your existing consultations stay booked.</Trans>
            ) : (
              <Trans>Owners can book your free slots.</Trans>
            )}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={paused}
          aria-labelledby="pause-title"
          aria-busy={pending || undefined}
          disabled={pending}
          className="switch"
          title={paused ? t`Resume bookings` : t`Pause bookings`}
          onClick={() => void toggle()}
        >
          <span className="switch__thumb" aria-hidden="true" />
        </button>
      </div>
      {failure !== null ? <Alert tone="error">{_(scheduleErrorMessage(failure))}</Alert> : null}
    </section>
  );
}
