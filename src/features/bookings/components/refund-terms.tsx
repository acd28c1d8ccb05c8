import { Trans } from "@lingui/react/macro";

/** The refund policy in plain words (DESIGN.md §3), shown before booking and cancelling. */
export function RefundTerms() {
  return (
    <ul className="refund-terms">
      <li>
        <Trans>Cancel at least 24 hours before the start: full refund.</Trans>
      </li>
      <li>
        <Trans>Cancel later: half of the price is refunded.</Trans>
      </li>
      <li>
        <Trans>Missed consultations are not refunded. If the vet cancels, you get everything back.</Trans>
      </li>
      <li>
        <Trans>You can move the consultation to another time until 2 hours before the start.</Trans>
      </li>
      <li>
        <Trans>A consultation moved in its last 24 hours keeps the half refund at its new time.</Trans>
      </li>
    </ul>
  );
}
