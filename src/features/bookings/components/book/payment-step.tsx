import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useRef, useState, type ReactNode } from "react";
import { type AddCardHandlers, CardChooser, type NewCardEvent } from "@/components/ui/card-chooser";
import { announce } from "@/lib/a11y/announcer";
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
  const [checkingNewCard, setCheckingNewCard] = useState(false);
  // Continue pressed while the bank checks a new card: the step goes on with that card once it is chosen.
  const continueOnceChosen = useRef(false);
  const [waitingForCard, setWaitingForCard] = useState(false);
  const onNewCard = useCallback(
    (event: NewCardEvent) => {
      setCheckingNewCard(event === "checking");
      if (event === "checking") return;
      const goOn = continueOnceChosen.current && event === "chosen";
      continueOnceChosen.current = false;
      setWaitingForCard(false);
      // Refused: the card form says why, at its field, and the step stays.
      if (goOn) onNext();
    },
    [onNext],
  );
  const onContinue = () => {
    if (checkingNewCard) {
      continueOnceChosen.current = true;
      setWaitingForCard(true);
      announce(t`Your new card is being checked with your bank. We continue as soon as it is saved.`);
      return;
    }
    continueWith(onNext)();
  };
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
        onNewCard={onNewCard}
      />
      {waitingForCard && checkingNewCard ? (
        <p className="muted">
          <Trans>Your new card is being checked with your bank. We continue as soon as it is saved.</Trans>
        </p>
      ) : null}
      <StepActions onBack={onBack} onNext={onContinue} />
    </section>
  );
}
