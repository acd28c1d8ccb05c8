import { Trans, useLingui } from "@lingui/react/macro";
import { useLingui as useLinguiRuntime } from "@lingui/react";
import { useRef, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { useClearToasts, useToast } from "@/components/ui/toast";
import { useFocusFirstProblem } from "@/components/ui/use-focus-first-problem";
import { checkFields } from "@shared/input/field-errors";
import {
  MAX_BUFFER_MINUTES,
  MAX_HORIZON_DAYS,
  MAX_MINIMUM_NOTICE_MINUTES,
  MIN_HORIZON_DAYS,
} from "@shared/policy";
import { bookingRulesSchema } from "@shared/schedule/schedule-input";
import type { BookingRules } from "@shared/slots/types";
import { useScheduleMutations } from "../api/use-schedule";
import { fieldErrorMessage, scheduleErrorMessage, scheduleFieldErrors, type FieldErrors } from "../utils/schedule-errors";

type RuleField = keyof BookingRules;

/** Buffers around consultations, the minimum notice and how far ahead owners can book. */
export function BookingRulesForm({ saved }: { saved: BookingRules }) {
  const { t } = useLingui();
  const { _ } = useLinguiRuntime();
  const showToast = useToast();
  const { setBookingRules } = useScheduleMutations();
  const [draft, setDraft] = useState<Record<RuleField, string>>(() => ({
    bufferBeforeMinutes: String(saved.bufferBeforeMinutes),
    bufferAfterMinutes: String(saved.bufferAfterMinutes),
    minimumNoticeMinutes: String(saved.minimumNoticeMinutes),
    horizonDays: String(saved.horizonDays),
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<{ failure: unknown } | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const clearToasts = useClearToasts();

  /** Each problem at its field, the server's refusal under the button; focus on the first problem. */
  function refuse(fieldErrors: FieldErrors, error: unknown) {
    clearToasts();
    setErrors(fieldErrors);
    setRefusal({ failure: error });
  }
  useFocusFirstProblem(formRef, refusal);

  async function save(event: FormEvent) {
    event.preventDefault();
    const numbers = Object.fromEntries(Object.entries(draft).map(([field, value]) => [field, value.trim() === "" ? Number.NaN : Number(value)]));
    const checked = checkFields(bookingRulesSchema, numbers);
    setRefusal(null);
    if (!checked.ok) {
      refuse(checked.fields, null);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await setBookingRules(checked.value);
      showToast(t`Booking rules saved.`);
    } catch (error) {
      refuse(scheduleFieldErrors(error), error);
    } finally {
      setPending(false);
    }
  }

  const field = (name: RuleField, label: string, hint: string, max: number, min = 0) => {
    const error = fieldErrorMessage(errors[name]);
    return (
      <TextField
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        required
        label={label}
        hint={hint}
        value={draft[name]}
        onChange={(event) => setDraft((current) => ({ ...current, [name]: event.target.value }))}
        error={error ? _(error) : undefined}
      />
    );
  };

  return (
    <form ref={formRef} className="card schedule-section" onSubmit={save} noValidate aria-labelledby="rules-title">
      <div className="schedule-section__header">
        <h2 id="rules-title">
          <Trans>Booking rules</Trans>
        </h2>
      </div>
      <div className="rules-grid">
        {field("bufferBeforeMinutes", t`Buffer before a consultation (minutes)`, t`Kept free before each consultation, 0 to ${MAX_BUFFER_MINUTES}.`, MAX_BUFFER_MINUTES)}
        {field("bufferAfterMinutes", t`Buffer after a consultation (minutes)`, t`Kept free after each consultation, 0 to ${MAX_BUFFER_MINUTES}.`, MAX_BUFFER_MINUTES)}
        {field("minimumNoticeMinutes", t`Minimum notice (minutes)`, t`Owners cannot book a slot starting sooner than this, 0 to ${MAX_MINIMUM_NOTICE_MINUTES}.`, MAX_MINIMUM_NOTICE_MINUTES)}
        {field("horizonDays", t`Booking horizon (days)`, t`How far ahead owners can book, ${MIN_HORIZON_DAYS} to ${MAX_HORIZON_DAYS} days.`, MAX_HORIZON_DAYS, MIN_HORIZON_DAYS)}
      </div>
      <div className="schedule-section__actions">
        <Button type="submit" variant="primary" pending={pending}>
          <Trans>Save booking rules</Trans>
        </Button>
        {refusal !== null && refusal.failure !== null ? (
          <div className="form-refusal" tabIndex={-1}>
            <Alert tone="error">{_(scheduleErrorMessage(refusal.failure))}</Alert>
          </div>
        ) : null}
      </div>
    </form>
  );
}
