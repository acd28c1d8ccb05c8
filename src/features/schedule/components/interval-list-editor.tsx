import { Trans, useLingui } from "@lingui/react/macro";
import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import type { WallClockInterval } from "../../../../convex/model/slots/types";
import { fieldErrorMessage, type FieldErrors } from "../utils/schedule-errors";

// A time input cannot show "24:00": the end of the day is entered and shown as 00:00.
const END_OF_DAY = "24:00";
const toEndInput = (end: string) => (end === END_OF_DAY ? "00:00" : end);
const fromEndInput = (value: string) => (value === "00:00" ? END_OF_DAY : value);

interface IntervalListEditorProps {
  /** The day or date the intervals belong to, e.g. "Monday", for the buttons' accessible names. Callers group the list in a fieldset. */
  label: string;
  intervals: WallClockInterval[];
  onChange: (intervals: WallClockInterval[]) => void;
  /** Field errors keyed by "<index>.start" / "<index>.end", plus "" for the whole list. */
  errors: FieldErrors;
}

/** Several from–until intervals of one day, added and removed freely. */
export function IntervalListEditor({ label, intervals, onChange, errors }: IntervalListEditorProps) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const listError = fieldErrorMessage(errors[""]);
  const update = (index: number, change: Partial<WallClockInterval>) =>
    onChange(intervals.map((interval, position) => (position === index ? { ...interval, ...change } : interval)));
  const lastEnd = intervals.at(-1)?.end;

  return (
    <div className="interval-list">
      {intervals.length === 0 ? (
        <p className="muted interval-list__empty">
          <Trans>Not available</Trans>
        </p>
      ) : null}
      {intervals.map((interval, index) => {
        const startError = fieldErrorMessage(errors[`${index}.start`]);
        const endError = fieldErrorMessage(errors[`${index}.end`]);
        const start = interval.start;
        const end = toEndInput(interval.end);
        return (
          <div className="interval-list__row" key={index}>
            <TextField
              type="time"
              step={300}
              required
              label={t`From`}
              value={interval.start}
              onChange={(event) => update(index, { start: event.target.value })}
              error={startError ? _(startError) : undefined}
            />
            <TextField
              type="time"
              step={300}
              required
              label={t`Until`}
              value={end}
              onChange={(event) => update(index, { end: fromEndInput(event.target.value) })}
              error={endError ? _(endError) : undefined}
            />
            <Button
              variant="ghost"
              size="small"
              className="interval-list__remove"
              aria-label={t`Remove ${start}–${end} on ${label}`}
              onClick={() => onChange(intervals.filter((_interval, position) => position !== index))}
            >
              <Trans>Remove</Trans>
            </Button>
          </div>
        );
      })}
      {listError ? <p className="field__error">{_(listError)}</p> : null}
      <Button
        size="small"
        aria-label={t`Add hours on ${label}`}
        onClick={() => onChange([...intervals, nextInterval(lastEnd)])}
      >
        <Trans>Add hours</Trans>
      </Button>
    </div>
  );
}

/** A new interval one hour after the last one ends, or a working morning on an empty day. */
function nextInterval(lastEnd: string | undefined): WallClockInterval {
  if (lastEnd === undefined) return { start: "09:00", end: "12:00" };
  const [hours = 0, minutes = 0] = lastEnd.split(":").map(Number);
  const start = Math.min(hours + 1, 22);
  const pad = (value: number) => String(value).padStart(2, "0");
  return { start: `${pad(start)}:${pad(minutes)}`, end: `${pad(start + 1)}:${pad(minutes)}` };
}
