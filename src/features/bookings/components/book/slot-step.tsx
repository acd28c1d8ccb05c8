import { Trans, useLingui } from "@lingui/react/macro";
import type { Slot } from "@shared/slots/types";
import type { Locale } from "@/lib/i18n/locales";
import { SlotPicker } from "../slot-picker";
import { StepActions } from "./step-actions";
import { StepProblem } from "./step-problem";
import { useStepCompletion } from "./use-step-completion";

type SlotStepProps = {
  vetId: string;
  locale: Locale;
  slot: Slot | null;
  setSlot: (slot: Slot) => void;
  clearSlot: () => void;
  onNext: () => void;
};

/** Step 1: a free time, a week at a time (the one chosen on the vet's page comes preselected). */
export function SlotStep({ vetId, locale, slot, setSlot, clearSlot, onNext }: SlotStepProps) {
  const { t } = useLingui();
  const { sectionRef, problem, continueWith } = useStepCompletion(slot === null ? t`Choose a time to continue.` : null);
  return (
    <section ref={sectionRef} className="card" aria-labelledby="slot-title">
      <h2 id="slot-title">
        <Trans>Choose a time</Trans>
      </h2>
      <StepProblem id="slot-problem" problem={problem} />
      <div data-invalid={problem !== null || undefined}>
        <SlotPicker
          vetId={vetId}
          locale={locale}
          selected={slot?.startsAt ?? null}
          onSelect={setSlot}
          onSelectedGone={clearSlot}
        />
      </div>
      <StepActions onNext={continueWith(onNext)} />
    </section>
  );
}
