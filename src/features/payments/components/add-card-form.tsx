import { Trans, useLingui } from "@lingui/react/macro";
import { useAction } from "convex/react";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { api } from "../../../../convex/_generated/api";
import { cardBrand, formatCardNumber, parseExpiry } from "../utils/card-number-format";
import { paymentErrorMessage } from "../utils/payment-error-message";
import { BrandName } from "./brand-name";

/**
 * Card entry: the number is formatted as typed and its brand shown. The details go straight to the
 * payment provider; Vetline keeps only brand, last 4 digits and expiry.
 */
export function AddCardForm({ onAdded }: { onAdded?: (paymentMethodId: string) => void }) {
  const { t, i18n } = useLingui();
  const addCard = useAction(api.payments.addPaymentMethod);
  const [number, setNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  const [cvc, setCvc] = useState("");
  const [makeDefault, setMakeDefault] = useState(true);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [expiryInvalid, setExpiryInvalid] = useState(false);
  const brand = cardBrand(number.replace(/\D/g, ""));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseExpiry(expiry);
    setExpiryInvalid(parsed === null);
    if (parsed === null) return;
    setPending(true);
    setError(null);
    try {
      const id = await addCard({ number, cvc, makeDefault, ...parsed });
      setNumber("");
      setExpiry("");
      setCvc("");
      onAdded?.(id);
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="form-stack add-card-form" onSubmit={(event) => void submit(event)} autoComplete="on">
      {error !== null ? <Alert tone="error">{i18n._(paymentErrorMessage(error))}</Alert> : null}
      <TextField
        label={t`Card number`}
        hint={number !== "" && brand !== "unknown" ? <BrandName brand={brand} /> : undefined}
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
          error={expiryInvalid ? t`Please enter the expiry date as MM/YY.` : undefined}
          onChange={(event) => setExpiry(event.target.value)}
        />
        <TextField
          label={t`Security code`}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          value={cvc}
          required
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
