import { Trans, useLingui } from "@lingui/react/macro";
import { useLingui as useLinguiRuntime } from "@lingui/react";
import { useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { useFocusAfterRender } from "@/lib/a11y/use-focus-after-render";
import { TextField } from "@/components/ui/field";
import { MAX_INTERVALS_PER_DAY } from "@shared/policy";
import type { WallClockInterval } from "@shared/slots/types";
import { fieldErrorMessage, type FieldErrors } from "../utils/schedule-errors";
import { MINUTES_PER_DAY, MINUTES_PER_HOUR } from "@shared/time";

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
  const hintId = useId();
  const list = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const rowStart = (index: number) => list.current?.querySelectorAll(".interval-list__row")[index]?.querySelector<HTMLElement>("input");
  const addButton = () => list.current?.querySelector<HTMLElement>(".interval-list__add");
  const listError = fieldErrorMessage(errors[""]);
  const update = (index: number, change: Partial<WallClockInterval>) =>
    onChange(intervals.map((interval, position) => (position === index ? { ...interval, ...change } : interval)));
  const next = nextInterval(intervals);
  const full = intervals.length >= MAX_INTERVALS_PER_DAY;

  return (
    <div className="interval-list" ref={list}>
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
              onClick={() => {
                // Focus goes to the range that takes this one's place, else the one before, else Add hours.
                const remaining = intervals.length - 1;
                focusAfterRender(() => (remaining > 0 ? rowStart(Math.min(index, remaining - 1)) : addButton()));
                onChange(intervals.filter((_interval, position) => position !== index));
              }}
            >
              <Trans>Remove</Trans>
            </Button>
          </div>
        );
      })}
      {listError ? <p className="field__error">{_(listError)}</p> : null}
      <Button
        size="small"
        className="interval-list__add"
        aria-label={t`Add hours on ${label}`}
        aria-describedby={next === null || full ? `${hintId}` : undefined}
        disabled={next === null || full}
        onClick={() => {
          if (next === null) return;
          focusAfterRender(() => rowStart(intervals.length));
          onChange([...intervals, next]);
        }}
      >
        <Trans>Add hours</Trans>
      </Button>
      {full ? (
        <p id={hintId} className="field__hint">
          <Trans>A day has at most {MAX_INTERVALS_PER_DAY} ranges.</Trans>
        </p>
      ) : next === null ? (
        <p id={hintId} className="field__hint">
          <Trans>The day is covered until midnight; change a range to add another.</Trans>
        </p>
      ) : null}
    </div>
  );
}


const toMinutes = (wallClock: string) => {
  const [hours = 0, minutes = 0] = wallClock.split(":").map(Number);
  return hours * MINUTES_PER_HOUR + minutes;
};
const toWallClock = (minutes: number) =>
  `${String(Math.floor(minutes / MINUTES_PER_HOUR)).padStart(2, "0")}:${String(minutes % MINUTES_PER_HOUR).padStart(2, "0")}`;

/**
 * A new hour-long range after the latest end, an hour later if there is room or right after it otherwise; a working
 * morning on an empty day; null when no hour is left before midnight (never a copy of an existing range).
 */
export function nextInterval(intervals: readonly WallClockInterval[]): WallClockInterval | null {
  if (intervals.length === 0) return { start: "09:00", end: "12:00" };
  const latestEnd = Math.max(...intervals.map((interval) => toMinutes(interval.end)));
  const start = [latestEnd + MINUTES_PER_HOUR, latestEnd].find((candidate) => candidate + MINUTES_PER_HOUR <= MINUTES_PER_DAY);
  if (start === undefined) return null;
  return { start: toWallClock(start), end: toWallClock(start + MINUTES_PER_HOUR) };
}
