import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { CardChooser } from "@/components/ui/card-chooser";
import type { PaymentCard } from "./book-types";
import { StepActions } from "./step-actions";

type PaymentStepProps = {
  cards: PaymentCard[];
  paymentMethodId: string | null;
  setChosenCardId: (paymentMethodId: string) => void;
  renderAddCard: (onAdded: (paymentMethodId: string) => void) => ReactNode;
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
  return (
    <section className="card" aria-labelledby="payment-title">
      <h2 id="payment-title">
        <Trans>How would you like to pay?</Trans>
      </h2>
      <p className="muted">
        <Trans>The amount is reserved on your card now and charged when the consultation takes place.</Trans>
      </p>
      <CardChooser
        cards={cards}
        chosenId={paymentMethodId}
        onChoose={setChosenCardId}
        labelledBy="payment-title"
        renderAddCard={renderAddCard}
      />
      <StepActions onBack={onBack} onNext={onNext} nextDisabled={paymentMethodId === null} />
    </section>
  );
}
