import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { FULL_REFUND_NOTICE_MS, RESCHEDULE_CUTOFF_MS } from "@shared/policy";
import type { Slot } from "@shared/slots/types";
import { Button } from "@/components/ui/button";
import { formatConsultationTime } from "@/lib/format/date-time";
import { useViewerTimeZone } from "@/lib/format/use-viewer-time-zone";
import { CardLabel } from "@/lib/i18n/card-label";
import { RefundTerms } from "../refund-terms";
import { intakeQuestion } from "@/lib/i18n/intake-questions";
import type { IntakeDraft, PaymentCard, PetSummary } from "./book-types";

type ReviewStepProps = {
  vet: { displayName: string };
  slot: Slot;
  pet: PetSummary;
  /** the reason, and the optional answers the owner gave (shown when not empty) */
  intake: IntakeDraft;
  price: string;
  /** what an owner cancelling within the last 24 hours gets back */
  lateRefund: string;
  card: PaymentCard;
  pending: boolean;
  onBack: () => void;
  onConfirm: () => void;
};

/** Step 5: everything at a glance with the refund terms; confirming books and reserves the amount. */
export function ReviewStep({ vet, slot, pet, intake, price, lateRefund, card, pending, onBack, onConfirm }: ReviewStepProps) {
  const { i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  // The general terms, then what they mean for this time when it is already inside the last 24 hours.
  const [now] = useState(() => Date.now());
  const insideFullRefundNotice = slot.startsAt - now < FULL_REFUND_NOTICE_MS;
  const tooLateToMove = slot.startsAt - now < RESCHEDULE_CUTOFF_MS;
  return (
    <section className="card" aria-labelledby="review-title">
      <h2 id="review-title">
        <Trans>Check and confirm</Trans>
      </h2>
      <dl className="summary-list">
        <dt>
          <Trans>Vet</Trans>
        </dt>
        <dd>{vet.displayName}</dd>
        <dt>
          <Trans>When</Trans>
        </dt>
        <dd data-testid="review-when">{formatConsultationTime(slot.startsAt, slot.endsAt, i18n.locale, timeZone)}</dd>
        <dt>
          <Trans>Pet</Trans>
        </dt>
        <dd>{pet.name}</dd>
        <dt>
          <Trans>Reason</Trans>
        </dt>
        <dd className="preserve-lines">{intake.reason}</dd>
        {(["duration", "appetite"] as const).map((topic) =>
          intake[topic].trim() === "" ? null : (
            <div key={topic} className="summary-list__pair">
              <dt>{intakeQuestion(i18n, topic)}</dt>
              <dd className="preserve-lines">{intake[topic]}</dd>
            </div>
          ),
        )}
        <dt>
          <Trans>Price</Trans>
        </dt>
        <dd>{price}</dd>
        <dt>
          <Trans>Card</Trans>
        </dt>
        <dd>
          <CardLabel card={card} />
        </dd>
      </dl>
      <h3>
        <Trans>Refunds</Trans>
      </h3>
      <RefundTerms />
      {insideFullRefundNotice ? (
        <p className="refund-terms__this-booking" data-testid="review-refund">
          <strong>
            {tooLateToMove ? (
              <Trans>
                This consultation starts in less than 2 hours: if you cancel, you get {lateRefund} of {price} back, and it
                can no longer be moved.
              </Trans>
            ) : (
              <Trans>This consultation starts in less than 24 hours: if you cancel, you get {lateRefund} of {price} back.</Trans>
            )}
          </strong>
        </p>
      ) : null}
      <p className="muted">
        <Trans>
          Once booked, you can send {vet.displayName} photos and notes about {pet.name} on the consultation page, before
          the call.
        </Trans>
      </p>
      <div className="form-actions">
        <Button onClick={onBack} disabled={pending}>
          <Trans>Back</Trans>
        </Button>
        <Button variant="primary" pending={pending} onClick={onConfirm}>
          {pending ? <Trans>Confirming…</Trans> : <Trans>Confirm and pay {price}</Trans>}
        </Button>
      </div>
    </section>
  );
}
