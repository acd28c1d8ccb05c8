import { Trans } from "@lingui/react/macro";

interface BookingPayment {
  authorisedMinor: number;
  capturedMinor: number;
  refundedMinor: number;
  releasedMinor: number;
  returningMinor: number;
}

/**
 * What the card was charged and what goes back to it. Money owed back but not yet through the processor is shown
 * as on its way, never as "0 refunded"; a released reservation is money that was never taken, and says so apart from
 * a refund of money that was.
 */
export function PaymentSummary({ payment, money }: { payment: BookingPayment; money: (amountMinor: number) => string }) {
  const charged = payment.capturedMinor - payment.refundedMinor;
  const returning = money(payment.returningMinor);
  return (
    <>
      <dl className="summary-list">
        <dt>
          <Trans>Price</Trans>
        </dt>
        <dd>{money(payment.authorisedMinor)}</dd>
        <dt>
          <Trans>Charged</Trans>
        </dt>
        <dd>{money(charged)}</dd>
        {payment.releasedMinor > 0 ? (
          <>
            <dt>
              <Trans>Released, never charged</Trans>
            </dt>
            <dd>{money(payment.releasedMinor)}</dd>
          </>
        ) : null}
        {payment.refundedMinor > 0 ? (
          <>
            <dt>
              <Trans>Refunded to the card</Trans>
            </dt>
            <dd>{money(payment.refundedMinor)}</dd>
          </>
        ) : null}
      </dl>
      {payment.returningMinor > 0 ? (
        <p className="payment-pending" role="status">
          <Trans>{returning} on its way back to the card.</Trans>
        </p>
      ) : null}
    </>
  );
}
