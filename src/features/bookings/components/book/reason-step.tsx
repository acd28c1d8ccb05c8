import { Trans, useLingui } from "@lingui/react/macro";
import { TextAreaField } from "@/components/ui/field";
import type { IntakeDraft } from "./book-types";
import { StepActions } from "./step-actions";
import { useStepCompletion } from "./use-step-completion";
import { intakeQuestion } from "@/lib/i18n/intake-questions";

type ReasonStepProps = {
  intake: IntakeDraft;
  onChange: (intake: IntakeDraft) => void;
  onBack: () => void;
  onNext: () => void;
};

/** Step 3: the reason (required) and two optional intake questions. */
export function ReasonStep({ intake, onChange, onBack, onNext }: ReasonStepProps) {
  const { t, i18n } = useLingui();
  const { reason, duration, appetite } = intake;
  const { sectionRef, problem, continueWith } = useStepCompletion(
    reason.trim() === "" ? t`Tell the vet what the consultation is about.` : null,
  );
  return (
    <section ref={sectionRef} className="card" aria-labelledby="reason-title">
      <h2 id="reason-title">
        <Trans>What is the consultation about?</Trans>
      </h2>
      <TextAreaField
        label={t`Reason for the consultation`}
        hint={t`Symptoms, questions, anything the vet should know beforehand.`}
        value={reason}
        error={problem ?? undefined}
        maxLength={2000}
        aria-required
        onChange={(event) => onChange({ ...intake, reason: event.target.value })}
      />
      <TextAreaField
        label={intakeQuestion(i18n, "duration")}
        hint={t`Optional`}
        value={duration}
        maxLength={2000}
        rows={2}
        onChange={(event) => onChange({ ...intake, duration: event.target.value })}
      />
      <TextAreaField
        label={intakeQuestion(i18n, "appetite")}
        hint={t`Optional`}
        value={appetite}
        maxLength={2000}
        rows={2}
        onChange={(event) => onChange({ ...intake, appetite: event.target.value })}
      />
      <StepActions onBack={onBack} onNext={continueWith(onNext)} />
    </section>
  );
}
