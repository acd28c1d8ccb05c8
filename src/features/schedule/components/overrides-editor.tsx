import { Trans, useLingui } from "@lingui/react/macro";
import { useLingui as useLinguiRuntime } from "@lingui/react";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { checkFields } from "@shared/input/field-errors";
import { dateOverrideSchema } from "@shared/schedule/schedule-input";
import type { DateOverride, WallClockInterval } from "@shared/slots/types";
import { useScheduleMutations } from "../api/use-schedule";
import {
  errorsUnder,
  fieldErrorMessage,
  scheduleErrorMessage,
  scheduleFieldErrors,
  type FieldErrors,
} from "../utils/schedule-errors";
import { formatCalendarDateLabel } from "../utils/weekdays";
import { IntervalListEditor } from "./interval-list-editor";
import { reportUnexpectedFailure } from "@/lib/monitoring/report-unexpected-failure";

/** A year ahead at most, as the server allows; the exact bound is checked there. */
const LATEST_OVERRIDE = "9999-12-31";

/** Dates with other hours than usual, or none at all. */
export function OverridesEditor({ overrides, today }: { overrides: DateOverride[]; today: string }) {
  const { t, i18n } = useLingui();
  const { _ } = useLinguiRuntime();
  const showToast = useToast();
  const { setOverride, removeOverride } = useScheduleMutations();
  const [date, setDate] = useState("");
  const [dayOff, setDayOff] = useState(true);
  const [intervals, setIntervals] = useState<WallClockInterval[]>([{ start: "09:00", end: "12:00" }]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);

  async function add(event: FormEvent) {
    event.preventDefault();
    const override = { date, intervals: dayOff ? [] : intervals };
    const checked = checkFields(dateOverrideSchema(today, LATEST_OVERRIDE), override);
    setFailure(null);
    if (!checked.ok) {
      setErrors(checked.fields);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await setOverride(checked.value);
      showToast(t`Saved the hours for ${formatCalendarDateLabel(checked.value.date, i18n.locale)}.`);
      setDate("");
    } catch (error) {
      reportUnexpectedFailure(error);
      setErrors(scheduleFieldErrors(error));
      setFailure(error);
    } finally {
      setPending(false);
    }
  }

  async function remove(overrideDate: string) {
    setRemoving(overrideDate);
    setFailure(null);
    try {
      await removeOverride({ date: overrideDate });
    } catch (error) {
      reportUnexpectedFailure(error);
      setFailure(error);
    } finally {
      setRemoving(null);
    }
  }

  const dateError = fieldErrorMessage(errors.date);
  return (
    <section className="card schedule-section" aria-labelledby="overrides-title">
      <div className="schedule-section__header">
        <h2 id="overrides-title">
          <Trans>Date changes</Trans>
        </h2>
        <p className="muted">
          <Trans>A day off, or different hours on one date. They replace your weekly hours on that date.</Trans>
        </p>
      </div>
      {overrides.length === 0 ? (
        <p className="muted">
          <Trans>No date changes coming up.</Trans>
        </p>
      ) : (
        <ul className="plain-list override-list">
          {overrides.map((override) => {
            const label = formatCalendarDateLabel(override.date, i18n.locale);
            return (
              <li key={override.date} className="override-list__item">
                <span className="override-list__date">{label}</span>
                <span>
                  {override.intervals.length === 0 ? (
                    <Trans>Day off</Trans>
                  ) : (
                    override.intervals.map((interval) => `${interval.start}–${interval.end}`).join(", ")
                  )}
                </span>
                <Button
                  variant="ghost"
                  size="small"
                  pending={removing === override.date}
                  aria-label={t`Remove the change on ${label}`}
                  onClick={() => void remove(override.date)}
                >
                  <Trans>Remove</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <form className="override-form" onSubmit={add} noValidate>
        <h3>
          <Trans>Add a date change</Trans>
        </h3>
        <TextField
          type="date"
          required
          min={today}
          label={t`Date`}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={dateError ? _(dateError) : undefined}
        />
        <fieldset className="override-form__kind">
          <legend>
            <Trans>On that date</Trans>
          </legend>
          <label className="choice">
            <input type="radio" name="override-kind" checked={dayOff} onChange={() => setDayOff(true)} />
            <Trans>Day off</Trans>
          </label>
          <label className="choice">
            <input type="radio" name="override-kind" checked={!dayOff} onChange={() => setDayOff(false)} />
            <Trans>Different hours</Trans>
          </label>
        </fieldset>
        {dayOff ? null : (
          <fieldset className="weekly-hours__day">
            <legend className="weekly-hours__name">
              <Trans>Hours on that date</Trans>
            </legend>
            <IntervalListEditor
              label={t`the chosen date`}
              intervals={intervals}
              onChange={setIntervals}
              errors={errorsUnder(errors, "intervals")}
            />
          </fieldset>
        )}
        {failure !== null ? <Alert tone="error">{_(scheduleErrorMessage(failure))}</Alert> : null}
        <div className="schedule-section__actions">
          <Button type="submit" variant="primary" pending={pending}>
            <Trans>Save date change</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
