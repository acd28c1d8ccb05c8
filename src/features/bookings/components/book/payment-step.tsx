import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { type AddCardHandlers, CardChooser } from "@/components/ui/card-chooser";
import type { PaymentCard } from "./book-types";
import { StepActions } from "./step-actions";
import { StepProblem } from "./step-problem";
import { useStepCompletion } from "./use-step-completion";

type PaymentStepProps = {
  cards: PaymentCard[];
  paymentMethodId: string | null;
  setChosenCardId: (paymentMethodId: string) => void;
  renderAddCard: (handlers: AddCardHandlers) => ReactNode;
  onBack: () => void;
  onNext: () => void;
};

/** Step 4: a saved card, or a new one added here (reserved now, charged when the consultation takes place). */
export function PaymentStep({
  cards,
  paymentMethodId,
  setChosenCardId,
  renderAddCard,
  onBack,
  onNext,
}: PaymentStepProps) {
  const { t } = useLingui();
  const missing =
    paymentMethodId !== null ? null : cards.length === 0 ? t`Add a card to continue.` : t`Choose a card to continue.`;
  const { sectionRef, problem, continueWith } = useStepCompletion(missing);
  return (
    <section ref={sectionRef} className="card" aria-labelledby="payment-title">
      <h2 id="payment-title">
        <Trans>How would you like to pay?</Trans>
      </h2>
      <p className="muted">
        <Trans>The amount is reserved on your card now and charged when the consultation takes place.</Trans>
      </p>
      <StepProblem id="payment-problem" problem={problem} />
      <CardChooser
        cards={cards}
        chosenId={paymentMethodId}
        onChoose={setChosenCardId}
        labelledBy="payment-title"
        renderAddCard={renderAddCard}
        problemId={problem === null ? undefined : "payment-problem"}
      />
      <StepActions onBack={onBack} onNext={continueWith(onNext)} />
    </section>
  );
}
