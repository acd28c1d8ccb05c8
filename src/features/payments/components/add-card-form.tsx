import { Trans, useLingui } from "@lingui/react/macro";
import { useAction } from "convex/react";
import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { announce } from "@/lib/a11y/announcer";
import { firstProblemIn, focusWhenShown } from "@/lib/a11y/focus-when-shown";
import { BrandName } from "@/lib/i18n/card-label";
import { api } from "../../../../convex/_generated/api";
import { cardBrand, formatCardNumber, formatExpiry, parseExpiry } from "../utils/card-number-format";
import { cardFieldOfError, paymentErrorMessage } from "../utils/payment-error-message";

type CardField = "number" | "expiry" | "cvc";

/**
 * Card entry: the number is formatted as typed and its brand shown; the expiry is read however it is typed. The card
 * is checked with the bank when saved, and a refusal is shown at the field it concerns, which takes focus. The
 * details go straight to the payment provider; Vetline keeps only brand, last 4 digits and expiry.
 */
export function AddCardForm({ onAdded }: { onAdded?: (paymentMethodId: string) => void }) {
  const { t, i18n } = useLingui();
  const addCard = useAction(api.payments.addPaymentMethod);
  const formRef = useRef<HTMLFormElement>(null);
  const [number, setNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  const [cvc, setCvc] = useState("");
  const [makeDefault, setMakeDefault] = useState(true);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<{ field: CardField; message: string } | null>(null);
  const brand = cardBrand(number.replace(/\D/g, ""));
  const errorAt = (field: CardField) => (refusal?.field === field ? refusal.message : undefined);

  const refuse = (field: CardField, message: string) => {
    setRefusal({ field, message });
    focusWhenShown(() => firstProblemIn(formRef.current));
    announce(message, "assertive");
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseExpiry(expiry);
    if (parsed === null) {
      refuse("expiry", t`Please enter the expiry date as month and year, for example 12/30.`);
      return;
    }
    setPending(true);
    setRefusal(null);
    try {
      const id = await addCard({ number, cvc, makeDefault, ...parsed });
      setNumber("");
      setExpiry("");
      setCvc("");
      onAdded?.(id);
    } catch (caught) {
      refuse(cardFieldOfError(caught), i18n._(paymentErrorMessage(caught)));
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      ref={formRef}
      className="form-stack add-card-form"
      onSubmit={(event) => void submit(event)}
      autoComplete="on"
      noValidate
    >
      <TextField
        label={t`Card number`}
        hint={number !== "" && brand !== "unknown" ? <BrandName brand={brand} /> : undefined}
        error={errorAt("number")}
        inputMode="numeric"
        autoComplete="cc-number"
        value={number}
        required
        onChange={(event) => setNumber(formatCardNumber(event.target.value))}
      />
      <div className="add-card-form__row">
        <TextField
          label={t`Expiry (MM/YY)`}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/YY"
          value={expiry}
          required
          error={errorAt("expiry")}
          onChange={(event) => setExpiry(event.target.value)}
          onBlur={() => {
            const parsed = parseExpiry(expiry);
            if (parsed !== null) setExpiry(formatExpiry(parsed));
          }}
        />
        <TextField
          label={t`Security code`}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          value={cvc}
          required
          error={errorAt("cvc")}
          onChange={(event) => setCvc(event.target.value.replace(/\D/g, ""))}
        />
      </div>
      <label className="checkbox">
        <input type="checkbox" checked={makeDefault} onChange={(event) => setMakeDefault(event.target.checked)} />
        <Trans>Use as my default card</Trans>
      </label>
      <div className="form-actions">
        <Button type="submit" variant="primary" pending={pending}>
          <Trans>Save card</Trans>
        </Button>
      </div>
    </form>
  );
}
