import { Trans, useLingui } from "@lingui/react/macro";
import { useAction } from "convex/react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { announce } from "@/lib/a11y/announcer";
import { FormSavedNotice } from "@/lib/forms/form-saved-notice";
import { useAppForm } from "@/lib/forms/use-app-form";
import { BrandName } from "@/lib/i18n/card-label";
import { api } from "../../../../convex/_generated/api";
import { cardEntrySchema } from "../utils/card-entry-schema";
import { cardBrand, formatCardNumber, formatExpiry, parseExpiry } from "../utils/card-number-format";
import { alreadySavedCardOf, cardFieldMessage, cardRefusalAtField } from "../utils/payment-error-message";

const emptyCard = { number: "", expiry: "", cvc: "" };

type AddCardFormProps = {
  onAdded?: (paymentMethodId: string) => void;
  /**
   * Where a card is being chosen (booking, see a vet now): the card typed is one already saved, so that one is used.
   * Without it the form refuses at the card number ("This card is already saved").
   */
  onAlreadySaved?: (paymentMethodId: string) => void;
  /** Whether "Use as my default card" starts ticked (yes on the payment page, and for a first card anywhere). */
  makeDefaultInitially?: boolean;
  /** The card goes to the bank for checking (a Continue pressed meanwhile can wait for it)... */
  onCheckStarted?: () => void;
  /** ...and was not saved: refused by the bank, or by the form's own checks (the form says why, at the field). */
  onNotSaved?: () => void;
};

/**
 * Card entry: the number is formatted as typed and its brand shown; the expiry is read however it is typed. Every
 * field is checked before sending and all wrong ones are marked at once; the card is then checked with the bank, and
 * a refusal is shown at the field it concerns. The first problem takes focus and is read out. The details go straight
 * to the payment provider; Vetline keeps only brand, last 4 digits and expiry.
 */
export function AddCardForm({ onAdded, onAlreadySaved, makeDefaultInitially = true, onCheckStarted, onNotSaved }: AddCardFormProps) {
  const { t, i18n } = useLingui();
  const addCard = useAction(api.payments.addPaymentMethod);
  const { form, formRef, values, pending, saved, errorAt, onSubmit } = useAppForm({
    defaultValues: { ...emptyCard, makeDefault: makeDefaultInitially },
    schema: cardEntrySchema,
    submit: async (card) => {
      onCheckStarted?.();
      try {
        return { paymentMethodId: await addCard(card), alreadySaved: false };
      } catch (error) {
        const saved = alreadySavedCardOf(error);
        if (saved === null || onAlreadySaved === undefined) throw error;
        return { paymentMethodId: saved, alreadySaved: true };
      }
    },
    fieldMessage: cardFieldMessage,
    fieldsOfRefusal: cardRefusalAtField,
    onRefused: (fields) => {
      onNotSaved?.();
      const code = Object.values(fields)[0];
      if (code !== undefined) announce(i18n._(cardFieldMessage(code)), "assertive");
    },
    afterSave: (saved) => ({ ...saved, ...emptyCard }),
    onSaved: (_card, { paymentMethodId, alreadySaved }) =>
      alreadySaved ? onAlreadySaved?.(paymentMethodId) : onAdded?.(paymentMethodId),
  });
  const brand = cardBrand(values.number.replace(/\D/g, ""));

  return (
    <form ref={formRef} className="form-stack add-card-form" onSubmit={onSubmit} autoComplete="on" noValidate>
      <TextField
        label={t`Card number`}
        hint={values.number !== "" && brand !== "unknown" ? <BrandName brand={brand} /> : undefined}
        error={errorAt("number")}
        inputMode="numeric"
        autoComplete="cc-number"
        value={values.number}
        required
        onChange={(event) => form.setFieldValue("number", formatCardNumber(event.target.value))}
      />
      <div className="add-card-form__row">
        <TextField
          label={t`Expiry (MM/YY)`}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={t`MM/YY`}
          value={values.expiry}
          required
          error={errorAt("expiry")}
          onChange={(event) => form.setFieldValue("expiry", event.target.value)}
          onBlur={() => {
            const parsed = parseExpiry(values.expiry);
            if (parsed !== null) form.setFieldValue("expiry", formatExpiry(parsed));
          }}
        />
        <TextField
          label={t`Security code`}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          value={values.cvc}
          required
          error={errorAt("cvc")}
          onChange={(event) => form.setFieldValue("cvc", event.target.value.replace(/\D/g, ""))}
        />
      </div>
      <label className="checkbox">
        <input type="checkbox" checked={values.makeDefault} onChange={(event) => form.setFieldValue("makeDefault", event.target.checked)} />
        <Trans>Use as my default card</Trans>
      </label>
      <div className="form-actions">
        <Button type="submit" variant="primary" pending={pending}>
          <Trans>Save card</Trans>
        </Button>
        {/* Where a card is being chosen the form folds away once saved, and the chooser says what happened. */}
        <FormSavedNotice saved={saved && onAdded === undefined}>
          <Trans>Card saved.</Trans>
        </FormSavedNotice>
      </div>
    </form>
  );
}
