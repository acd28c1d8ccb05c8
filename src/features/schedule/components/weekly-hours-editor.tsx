import { Trans, useLingui } from "@lingui/react/macro";
import { useLingui as useLinguiRuntime } from "@lingui/react";
import { useRef, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useClearToasts, useToast } from "@/components/ui/toast";
import { useFocusFirstProblem } from "@/components/ui/use-focus-first-problem";
import { timeZoneName } from "@/lib/format/date-time";
import { checkFields } from "@shared/input/field-errors";
import { defaultWeeklyHours } from "@shared/schedule/default-hours";
import { weeklyHoursSchema } from "@shared/schedule/schedule-input";
import type { WeeklyHours } from "@shared/slots/types";
import { useScheduleMutations } from "../api/use-schedule";
import { errorsUnder, scheduleErrorMessage, scheduleFieldErrors, type FieldErrors } from "../utils/schedule-errors";
import { WEEKDAYS, weekdayName } from "../utils/weekdays";
import { IntervalListEditor } from "./interval-list-editor";

/** The recurring week, in the vet's zone; saved as a whole. */
export function WeeklyHoursEditor({ saved, timeZone }: { saved: WeeklyHours; timeZone: string }) {
  const { t, i18n } = useLingui();
  const { _ } = useLinguiRuntime();
  const zoneName = timeZoneName(timeZone, i18n.locale);
  const showToast = useToast();
  const { setWeeklyHours } = useScheduleMutations();
  const [draft, setDraft] = useState<WeeklyHours>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<{ failure: unknown } | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const clearToasts = useClearToasts();
  useFocusFirstProblem(formRef, refusal);

  /** A week is long: each problem at its range, the refusal under the button, focus on the first problem. */
  function refuse(fieldErrors: FieldErrors, failure: unknown) {
    clearToasts();
    setErrors(fieldErrors);
    setRefusal({ failure });
  }
  const changed = JSON.stringify(draft) !== JSON.stringify(saved);

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = checkFields(weeklyHoursSchema, draft);
    setRefusal(null);
    if (!checked.ok) {
      refuse(checked.fields, null);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await setWeeklyHours({ weeklyHours: checked.value });
      showToast(t`Weekly hours saved.`);
    } catch (error) {
      refuse(scheduleFieldErrors(error), error);
    } finally {
      setPending(false);
    }
  }

  return (
    <form ref={formRef} className="card schedule-section" onSubmit={save} noValidate aria-labelledby="weekly-hours-title">
      <div className="schedule-section__header">
        <h2 id="weekly-hours-title">
          <Trans>Weekly hours</Trans>
        </h2>
        <p className="muted">
          <Trans>Times are in your time zone, {zoneName}. Owners see them in theirs.</Trans>
        </p>
      </div>
      <div className="weekly-hours">
        {WEEKDAYS.map((weekday) => {
          const dayName = weekdayName(weekday, i18n.locale);
          return (
            <fieldset key={weekday} className="weekly-hours__day">
              <legend className="weekly-hours__name">{dayName}</legend>
              <IntervalListEditor
                label={dayName}
                intervals={draft[weekday]}
                onChange={(intervals) => setDraft((current) => ({ ...current, [weekday]: intervals }))}
                errors={errorsUnder(errors, weekday)}
              />
            </fieldset>
          );
        })}
      </div>
      <p className="muted">
        <Trans>Changing your hours never cancels a booking: consultations outside the new hours stay, marked below.</Trans>
      </p>
      <div className="schedule-section__actions">
        <Button type="submit" variant="primary" pending={pending} disabled={!changed}>
          <Trans>Save weekly hours</Trans>
        </Button>
        <Button onClick={() => setDraft(defaultWeeklyHours())}>
          <Trans>Fill in Monday to Friday, 09:00–17:00</Trans>
        </Button>
        {changed ? (
          <Button variant="ghost" onClick={() => { setDraft(saved); setErrors({}); setRefusal(null); }}>
            <Trans>Undo changes</Trans>
          </Button>
        ) : null}
        {refusal !== null ? (
          <div className="form-refusal" tabIndex={-1}>
            <Alert tone="error">
              {refusal.failure !== null
                ? _(scheduleErrorMessage(refusal.failure))
                : t`Some values need fixing; see the highlighted fields.`}
            </Alert>
          </div>
        ) : null}
      </div>
    </form>
  );
}
