import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useMutation, useQuery } from "convex/react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField } from "@/components/ui/field";
import { formatDateTimeWithZone } from "@/lib/format/date-time";
import { useViewerTimeZone } from "@/lib/format/use-viewer-time-zone";
import { formatMoney } from "@/lib/format/money";
import { api } from "../../../../convex/_generated/api";
import { useCommandKey } from "../hooks/use-command-key";
import { bookingErrorMessage, bookingFieldMessage, reasonRefusalAtField } from "../utils/booking-error-message";
import { FormRefusal } from "@/lib/forms/form-refusal";
import { useAppForm } from "@/lib/forms/use-app-form";
import { MAX_REASON_LENGTH, ownerCancellationSchema } from "@shared/bookings/change-input";
import { RefundTerms } from "./refund-terms";

/** Cancelling shows the refund first; the server refuses if the amount changed since it was shown. */
export function CancelSection({ bookingId, summaryHref }: { bookingId: string; summaryHref: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const quote = useQuery(api.bookings.cancellationQuote, { bookingId });
  const cancel = useMutation(api.bookings.cancelByOwner);
  const { commandKey, renew } = useCommandKey();
  const [confirming, setConfirming] = useState(false);
  const timeZone = useViewerTimeZone();
  const { form, formRef, values, pending, errorAt, refusal, onSubmit } = useAppForm({
    defaultValues: { reason: "" },
    schema: ownerCancellationSchema,
    submit: ({ reason }) =>
      cancel({ bookingId, commandKey, reason, quotedRefundMinor: quote?.refundMinor ?? 0 }).finally(renew),
    fieldMessage: bookingFieldMessage,
    fieldsOfRefusal: reasonRefusalAtField,
    onSaved: () => void navigate({ href: summaryHref }),
  });

  if (quote === undefined || !quote.canCancel) return null;
  const refund = formatMoney(quote.refundMinor, quote.currency, i18n.locale);
  const paid = formatMoney(quote.paidMinor, quote.currency, i18n.locale);
  const fullRefundUntil = formatDateTimeWithZone(quote.fullRefundUntil, i18n.locale, timeZone);

  return (
    <section className="card" aria-labelledby="cancel-title">
      <h2 id="cancel-title">
        <Trans>Cancel the consultation</Trans>
      </h2>
      <p>
        {quote.refundMinor === quote.paidMinor ? (
          <Trans>
            If you cancel now, you get the full {refund} back. Full refunds are possible until {fullRefundUntil}.
          </Trans>
        ) : quote.refundTerms === "halfAfterLateMove" ? (
          <Trans>
            If you cancel now, you get {refund} of {paid} back: the consultation was moved less than 24 hours before its earlier
            time, which keeps the half refund.
          </Trans>
        ) : (
          <Trans>
            If you cancel now, you get {refund} of {paid} back.
          </Trans>
        )}
      </p>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        <Trans>Cancel the consultation</Trans>
      </Button>
      {confirming ? (
        <Dialog title={t`Cancel the consultation?`} closeLabel={t`Close`} onClose={() => setConfirming(false)}>
          <form ref={formRef} className="form-stack" onSubmit={onSubmit} noValidate>
            <p>
              <strong>
                <Trans>Refund: {refund}</Trans>
              </strong>
            </p>
            {quote.refundTerms === "halfAfterLateMove" ? (
              <p>
                <Trans>The consultation was moved less than 24 hours before its earlier time, which keeps the half refund.</Trans>
              </p>
            ) : null}
            <RefundTerms />
            <TextAreaField
              label={t`Reason (optional)`}
              value={values.reason}
              maxLength={MAX_REASON_LENGTH}
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
