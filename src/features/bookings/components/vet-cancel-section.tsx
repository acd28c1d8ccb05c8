import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useMutation } from "convex/react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField } from "@/components/ui/field";
import { formatMoney } from "@/lib/format/money";
import { api } from "../../../../convex/_generated/api";
import { useCommandKey } from "../hooks/use-command-key";
import { FormRefusal } from "@/lib/forms/form-refusal";
import { useAppForm } from "@/lib/forms/use-app-form";
import { MAX_REASON_LENGTH, vetCancellationSchema } from "@shared/bookings/change-input";
import { bookingErrorMessage, bookingFieldMessage, reasonRefusalAtField } from "../utils/booking-error-message";


/** The vet cancels: the owner reads the reason, gets the full price back and is offered the vet's other free times. */
export function VetCancelSection({
  bookingId,
  ownerName,
  priceMinor,
  currency,
  summaryHref,
}: {
  bookingId: string;
  ownerName: string;
  priceMinor: number;
  currency: string;
  summaryHref: string;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const cancel = useMutation(api.bookings.cancelByVet);
  const { commandKey, renew } = useCommandKey();
  const [confirming, setConfirming] = useState(false);
  const refund = formatMoney(priceMinor, currency, i18n.locale);
  const { form, formRef, values, pending, errorAt, refusal, onSubmit } = useAppForm({
    defaultValues: { reason: "" },
    schema: vetCancellationSchema,
    submit: ({ reason }) =>
      cancel({ bookingId, commandKey, reason }).finally(renew),
    fieldMessage: bookingFieldMessage,
    fieldsOfRefusal: reasonRefusalAtField,
    onSaved: () => void navigate({ href: summaryHref }),
  });

  return (
    <section className="card" aria-labelledby="vet-cancel-title">
      <h2 id="vet-cancel-title">
        <Trans>Cancel the consultation</Trans>
      </h2>
      <p>
        <Trans>
          {ownerName} gets the full {refund} back, reads your reason and is offered your other free times.
        </Trans>
      </p>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        <Trans>Cancel the consultation</Trans>
      </Button>
      {confirming ? (
        <Dialog title={t`Cancel the consultation?`} closeLabel={t`Close`} onClose={() => setConfirming(false)}>
          <form ref={formRef} className="form-stack" onSubmit={onSubmit} noValidate>
            <TextAreaField
              label={t`Reason for the owner`}
              hint={t`The owner reads this in the email and on the consultation page.`}
              value={values.reason}
              maxLength={MAX_REASON_LENGTH}
              required
              error={errorAt("reason")}
              onChange={(event) => form.setFieldValue("reason", event.target.value)}
            />
            <div className="form-actions">
              <Button onClick={() => setConfirming(false)} disabled={pending}>
                <Trans>Keep the consultation</Trans>
              </Button>
              <Button type="submit" variant="danger" pending={pending}>
                <Trans>Cancel and refund {refund}</Trans>
              </Button>
              <FormRefusal refusal={refusal} messageFor={bookingErrorMessage} />
            </div>
          </form>
        </Dialog>
      ) : null}
    </section>
  );
}
