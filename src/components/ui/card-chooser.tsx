import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type ComponentProps, type ReactNode } from "react";
import { announce } from "@/lib/a11y/announcer";
import { focusWhenShown } from "@/lib/a11y/focus-when-shown";
import { CardLabel } from "@/lib/i18n/card-label";
import { ChoiceList } from "./choice-list";

type SavedCard = ComponentProps<typeof CardLabel>["card"] & { _id: string };

/** What the add-card form tells the chooser: a card was saved, or the card typed was saved before. */
export type AddCardHandlers = {
  onAdded: (paymentMethodId: string) => void;
  onAlreadySaved: (paymentMethodId: string) => void;
  /** "Use as my default card" starts ticked only for a first card: one added for a consultation leaves the default as it was. */
  makeDefaultInitially: boolean;
  /** The card typed goes to the bank for checking... */
  onCheckStarted?: () => void;
  /** ...and was not saved (refused, or wrong fields). */
  onNotSaved?: () => void;
};

/** A new card typed into the chooser's form: being checked with the bank, then chosen or not saved (refused). */
export type NewCardEvent = "checking" | "chosen" | "notSaved";

type CardChooserProps = {
  cards: readonly SavedCard[];
  chosenId: string | null;
  onChoose: (paymentMethodId: string) => void;
  /** The id of the heading that names the choice; none inside a fieldset, whose legend names it. */
  labelledBy?: string;
  /** The payments feature's add-card form, calling `onAdded` with the saved card, `onAlreadySaved` with the one it is. */
  renderAddCard: (handlers: AddCardHandlers) => ReactNode;
  /** The id of the message saying no card is chosen yet: the list, or the new card's form, is marked with it. */
  problemId?: string;
  /** Follows a new card from the moment the bank checks it until it is chosen or refused. */
  onNewCard?: (event: NewCardEvent) => void;
};

/** The card a consultation is paid with: a saved one, or a new one added here and chosen at once. */
export function CardChooser({ cards, chosenId, onChoose, labelledBy, renderAddCard, problemId, onNewCard }: CardChooserProps) {
  const { t } = useLingui();
  const idPrefix = useId();
  const radioId = (paymentMethodId: string) => `${idPrefix}-card-${paymentMethodId}`;
  const addCardId = `${idPrefix}-add-card`;
  const [fromForm, setFromForm] = useState<{ id: string; alreadySaved: boolean } | null>(null);
  // The form folds away once there is a card: focus goes to the card it saved (or found saved), chosen in the list.
  const chooseFromForm = (paymentMethodId: string, announcement: string) => {
    onChoose(paymentMethodId);
    const addCard = document.getElementById(addCardId);
    if (addCard instanceof HTMLDetailsElement) addCard.open = false;
    focusWhenShown(() => document.getElementById(radioId(paymentMethodId)));
    announce(announcement);
    onNewCard?.("chosen");
  };
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
      {fromForm !== null && fromForm.id === chosenId ? (
        <p className="muted">
          {fromForm.alreadySaved ? (
            <Trans>This card is already saved, so we chose it for this consultation.</Trans>
          ) : (
            <Trans>Card saved and chosen for this consultation.</Trans>
          )}
        </p>
      ) : null}
      <details
        id={addCardId}
        className="add-card-details"
        open={cards.length === 0}
        data-invalid={(problemId !== undefined && cards.length === 0) || undefined}
      >
        <summary>
          <Trans>Add a card</Trans>
        </summary>
        {renderAddCard({
          makeDefaultInitially: cards.length === 0,
          onCheckStarted: () => onNewCard?.("checking"),
          onNotSaved: () => onNewCard?.("notSaved"),
          onAdded: (id) => {
            setFromForm({ id, alreadySaved: false });
            chooseFromForm(id, t`Card saved and chosen for this consultation.`);
          },
          onAlreadySaved: (id) => {
            setFromForm({ id, alreadySaved: true });
            chooseFromForm(id, t`This card is already saved, so we chose it for this consultation.`);
          },
        })}
      </details>
    </>
  );
}
