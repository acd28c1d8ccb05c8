import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { announce } from "@/lib/a11y/announcer";
import { focusWhenShown } from "@/lib/a11y/focus-when-shown";
import { CardLabel } from "@/lib/i18n/card-label";
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

const cardRadioId = (paymentMethodId: string) => `card-choice-${paymentMethodId}`;

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
  return (
    <section className="card" aria-labelledby="payment-title">
      <h2 id="payment-title">
        <Trans>How would you like to pay?</Trans>
      </h2>
      <p className="muted">
        <Trans>The amount is reserved on your card now and charged when the consultation takes place.</Trans>
      </p>
      {cards.length > 0 ? (
        <div className="choice-list" role="radiogroup" aria-labelledby="payment-title">
          {cards.map((candidate) => (
            <label key={candidate._id} className="choice">
              <input
                type="radio"
                name="card"
                id={cardRadioId(candidate._id)}
                checked={paymentMethodId === candidate._id}
                onChange={() => setChosenCardId(candidate._id)}
              />
              <span>
                <CardLabel card={candidate} />
              </span>
            </label>
          ))}
        </div>
      ) : null}
      <details className="add-card-details" open={cards.length === 0}>
        <summary>
          <Trans>Add a card</Trans>
        </summary>
        {renderAddCard((id) => {
          setChosenCardId(id);
          // The form folds away once there is a card: focus goes to the card it saved, chosen in the list.
          focusWhenShown(() => document.getElementById(cardRadioId(id)));
          announce(t`Card saved and chosen for this consultation.`);
        })}
      </details>
      <StepActions onBack={onBack} onNext={onNext} nextDisabled={paymentMethodId === null} />
    </section>
  );
}
