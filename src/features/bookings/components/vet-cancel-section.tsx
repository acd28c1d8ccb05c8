import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useMutation } from "convex/react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextAreaField } from "@/components/ui/field";
import { formatMoney } from "@/lib/format/money";
import { api } from "../../../../convex/_generated/api";
import { useCommandKey } from "../hooks/use-command-key";
import { errorCode } from "@/lib/convex/server-error";
import { bookingErrorMessage } from "../utils/booking-error-message";

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
  const [reason, setReason] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const refund = formatMoney(priceMinor, currency, i18n.locale);

  const submit = async () => {
    setPending(true);
    setError(null);
    try {
      await cancel({ bookingId, commandKey, reason });
      await navigate({ href: summaryHref });
    } catch (caught) {
      setError(caught);
      renew();
    } finally {
      setPending(false);
    }
  };

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
          <div className="form-stack">
            {error !== null ? <Alert tone="error">{i18n._(bookingErrorMessage(error))}</Alert> : null}
            <TextAreaField
              label={t`Reason for the owner`}
              hint={t`The owner reads this in the email and on the consultation page.`}
              value={reason}
              maxLength={2000}
              required
              error={errorCode(error) === "REASON_REQUIRED" ? t`Please give a reason.` : undefined}
              onChange={(event) => setReason(event.target.value)}
            />
            <div className="form-actions">
              <Button onClick={() => setConfirming(false)} disabled={pending}>
                <Trans>Keep the consultation</Trans>
              </Button>
              <Button variant="danger" pending={pending} onClick={() => void submit()}>
                <Trans>Cancel and refund {refund}</Trans>
              </Button>
            </div>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
