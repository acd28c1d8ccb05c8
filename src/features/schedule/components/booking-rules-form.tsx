import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { FormRefusal } from "@/lib/forms/form-refusal";
import { useAppForm } from "@/lib/forms/use-app-form";
import {
  MAX_BUFFER_MINUTES,
  MAX_HORIZON_DAYS,
  MAX_MINIMUM_NOTICE_MINUTES,
  MIN_HORIZON_DAYS,
} from "@shared/policy";
import { bookingRulesSchema } from "@shared/schedule/schedule-input";
import type { BookingRules } from "@shared/slots/types";
import { useScheduleMutations } from "../api/use-schedule";
import { fieldErrorMessage, scheduleErrorMessage } from "../utils/schedule-errors";

type RuleField = keyof BookingRules;
type RuleDraft = Record<RuleField, string>;

/** What the vet typed, as the numbers the schema checks (an empty field is not zero). */
function rulesInput(draft: RuleDraft) {
  return Object.fromEntries(Object.entries(draft).map(([field, value]) => [field, value.trim() === "" ? Number.NaN : Number(value)]));
}

/** Buffers around consultations, the minimum notice and how far ahead owners can book. */
export function BookingRulesForm({ saved }: { saved: BookingRules }) {
  const { t } = useLingui();
  const showToast = useToast();
  const { setBookingRules } = useScheduleMutations();
  const { form, formRef, values: draft, pending, errorAt, refusal, onSubmit } = useAppForm({
    defaultValues: {
      bufferBeforeMinutes: String(saved.bufferBeforeMinutes),
      bufferAfterMinutes: String(saved.bufferAfterMinutes),
      minimumNoticeMinutes: String(saved.minimumNoticeMinutes),
      horizonDays: String(saved.horizonDays),
    } satisfies RuleDraft,
    toInput: rulesInput,
    schema: bookingRulesSchema,
    submit: (rules) => setBookingRules(rules),
    fieldMessage: fieldErrorMessage,
    onSaved: () => showToast(t`Booking rules saved.`),
  });

  const field = (name: RuleField, label: string, hint: string, max: number, min = 0) => {
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
        onChange={(event) => form.setFieldValue(name, event.target.value)}
        error={errorAt(name)}
      />
    );
  };

  return (
    <form ref={formRef} className="card schedule-section" onSubmit={onSubmit} noValidate aria-labelledby="rules-title">
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
        <FormRefusal refusal={refusal} messageFor={scheduleErrorMessage} />
      </div>
    </form>
  );
}
