import { Trans, useLingui } from "@lingui/react/macro";
import { useId, type ComponentProps, type ReactNode } from "react";
import { announce } from "@/lib/a11y/announcer";
import { focusWhenShown } from "@/lib/a11y/focus-when-shown";
import { CardLabel } from "@/lib/i18n/card-label";
import { ChoiceList } from "./choice-list";

type SavedCard = ComponentProps<typeof CardLabel>["card"] & { _id: string };

type CardChooserProps = {
  cards: readonly SavedCard[];
  chosenId: string | null;
  onChoose: (paymentMethodId: string) => void;
  /** The id of the heading that names the choice; none inside a fieldset, whose legend names it. */
  labelledBy?: string;
  /** The payments feature's add-card form, calling `onAdded` with the saved card. */
  renderAddCard: (onAdded: (paymentMethodId: string) => void) => ReactNode;
  /** The id of the message saying no card is chosen yet: the list, or the new card's form, is marked with it. */
  problemId?: string;
};

/** The card a consultation is paid with: a saved one, or a new one added here and chosen at once. */
export function CardChooser({ cards, chosenId, onChoose, labelledBy, renderAddCard, problemId }: CardChooserProps) {
  const { t } = useLingui();
  const idPrefix = useId();
  const radioId = (paymentMethodId: string) => `${idPrefix}-card-${paymentMethodId}`;
  return (
    <>
      {cards.length > 0 ? (
        <ChoiceList
          name="card"
          options={cards}
          chosenId={chosenId}
          onChoose={(card) => onChoose(card._id)}
          labelledBy={labelledBy}
          renderLabel={(card) => <CardLabel card={card} />}
          radioId={(card) => radioId(card._id)}
          problemId={problemId}
        />
      ) : null}
      <details
        className="add-card-details"
        open={cards.length === 0}
        data-invalid={(problemId !== undefined && cards.length === 0) || undefined}
      >
        <summary>
          <Trans>Add a card</Trans>
        </summary>
        {renderAddCard((id) => {
          onChoose(id);
          // The form folds away once there is a card: focus goes to the card it saved, chosen in the list.
          focusWhenShown(() => document.getElementById(radioId(id)));
          announce(t`Card saved and chosen for this consultation.`);
        })}
      </details>
    </>
  );
}
