import { Trans, useLingui } from "@lingui/react/macro";
import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Alert } from "@/components/ui/alert";
import { Switch } from "@/components/ui/switch";
import { useScheduleMutations } from "../api/use-schedule";
import { scheduleErrorMessage } from "../utils/schedule-errors";
import { useAsyncAction } from "@/hooks/use-async-action";

/** Stops new bookings at once, without touching the hours or the existing bookings. */
export function PauseSwitch({ paused }: { paused: boolean }) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const { setPaused } = useScheduleMutations();
  const { run: toggle, pending, error: failure } = useAsyncAction(() => setPaused({ paused: !paused }));

  return (
    <section className={`card schedule-section pause-switch${paused ? " pause-switch--on" : ""}`} aria-labelledby="pause-title">
      <div className="pause-switch__row">
        <div>
          <h2 id="pause-title">
            <Trans>Pause new bookings</Trans>
          </h2>
          <p className="muted" id="pause-state">
            {paused ? (
              <Trans>Paused: owners see no free slots. Your existing consultations stay booked.</Trans>
            ) : (
              <Trans>Owners can book your free slots.</Trans>
            )}
          </p>
        </div>
        <Switch
          checked={paused}
          labelledBy="pause-title"
          describedBy="pause-state"
          title={paused ? t`Resume bookings` : t`Pause bookings`}
          pending={pending}
          onToggle={() => void toggle()}
        />
      </div>
      {failure !== null ? <Alert tone="error">{_(scheduleErrorMessage(failure))}</Alert> : null}
    </section>
  );
}
