import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@/components/ui/button";
import { useClearToasts, useToast } from "@/components/ui/toast";
import { timeZoneName } from "@/lib/format/time-zone-name";
import { FormRefusal } from "@/lib/forms/form-refusal";
import { useAppForm } from "@/lib/forms/use-app-form";
import { defaultWeeklyHours } from "@shared/schedule/default-hours";
import { weeklyHoursSchema } from "@shared/schedule/schedule-input";
import type { WeeklyHours } from "@shared/slots/types";
import { useScheduleMutations } from "../api/use-schedule";
import { errorsUnder, scheduleErrorMessage, type FieldErrors } from "../utils/schedule-errors";
import { WEEKDAYS, weekdayName } from "../utils/weekdays";
import { IntervalListEditor } from "./interval-list-editor";

/** The recurring week, in the vet's zone; saved as a whole. Leaving with unsaved ranges asks first. */
export function WeeklyHoursEditor({ saved, timeZone }: { saved: WeeklyHours; timeZone: string }) {
  const { t, i18n } = useLingui();
  const zoneName = timeZoneName(timeZone, i18n.locale);
  const showToast = useToast();
  const clearToasts = useClearToasts();
  const { setWeeklyHours } = useScheduleMutations();
  const { form, formRef, values: draft, pending, dirty, fieldErrors, refusal, onSubmit, discard } = useAppForm({
    defaultValues: saved,
    schema: weeklyHoursSchema,
    submit: async (weeklyHours) => {
      clearToasts();
      await setWeeklyHours({ weeklyHours });
    },
    onSaved: () => showToast(t`Weekly hours saved.`),
  });
  const errors: FieldErrors = fieldErrors;

  return (
    <form ref={formRef} className="card schedule-section" onSubmit={onSubmit} noValidate aria-labelledby="weekly-hours-title">
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
                onChange={(intervals) => form.setFieldValue(weekday, intervals)}
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
        {/* Never disabled: a save by keyboard would drop focus to the page's top as the saved form turns clean. */}
        <Button type="submit" variant="primary" pending={pending}>
          <Trans>Save weekly hours</Trans>
        </Button>
        <Button onClick={() => WEEKDAYS.forEach((weekday) => form.setFieldValue(weekday, defaultWeeklyHours()[weekday]))}>
          <Trans>Fill in Monday to Friday, 09:00–17:00</Trans>
        </Button>
        {dirty ? (
          <Button
            variant="ghost"
            onClick={() => {
              discard();
              // This button goes with the changes: focus stays in the form, on Save.
              formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
            }}
          >
            <Trans>Undo changes</Trans>
          </Button>
        ) : null}
        <FormRefusal refusal={refusal} messageFor={scheduleErrorMessage} />
      </div>
    </form>
  );
}
