import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "convex/react";
import { usePageQuery } from "@/lib/data/page-query";
import { paymentMethodsQuery } from "@/lib/data/shared-queries";
import { paymentHistoryQuery } from "../api/payment-queries";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { SkeletonBlock } from "@/components/ui/skeleton";
import { formatDateTimeWithZone } from "@/lib/format/date-time";
import { useViewerTimeZone } from "@/lib/format/use-viewer-time-zone";
import { formatMoney } from "@/lib/format/money";
import { useDocumentTitle } from "@/lib/routing/use-document-title";
import { api } from "../../../../convex/_generated/api";
import { paymentErrorMessage } from "../utils/payment-error-message";
import { AddCardForm } from "./add-card-form";
import { CardLabel } from "@/lib/i18n/card-label";
import { reportUnexpectedFailure } from "@/lib/monitoring/report-unexpected-failure";

type HistoryEntry = (typeof api.payments.paymentHistory._returnType)[number];

/** Saved cards (add, default, remove) and the history of reservations, charges and refunds. */
export function PaymentPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Payment`);
  const cards = usePageQuery(paymentMethodsQuery());
  const history = usePageQuery(paymentHistoryQuery());

  return (
    <div className="page-stack payment-page">
      <h1>
        <Trans>Payment</Trans>
      </h1>
      <section className="card" aria-labelledby="cards-title">
        <h2 id="cards-title">
          <Trans>Your cards</Trans>
        </h2>
        {cards === undefined ? (
          <SkeletonBlock lines={2} label={t`Loading your cards…`} />
        ) : cards.length === 0 ? (
          <p className="muted">
            <Trans>No saved cards yet.</Trans>
          </p>
        ) : (
          <ul className="plain-list card-list">
            {cards.map((card) => (
              <SavedCard key={card._id} card={card} />
            ))}
          </ul>
        )}
        <h3>
          <Trans>Add a card</Trans>
        </h3>
        <AddCardForm />
      </section>
      <section className="card" aria-labelledby="history-title">
        <h2 id="history-title">
          <Trans>Payment history</Trans>
        </h2>
        {history === undefined ? (
          <SkeletonBlock lines={3} label={t`Loading your payment history…`} />
        ) : history.length === 0 ? (
          <EmptyState title={t`No payments yet`}>
            <p>
              <Trans>Reservations, charges and refunds for your consultations appear here.</Trans>
            </p>
          </EmptyState>
        ) : (
          <PaymentHistoryTable entries={history} />
        )}
      </section>
    </div>
  );
}

type Card = (typeof api.payments.listPaymentMethods._returnType)[number];

function SavedCard({ card }: { card: Card }) {
  const { t, i18n } = useLingui();
  const setDefault = useMutation(api.payments.setDefaultPaymentMethod);
  const remove = useMutation(api.payments.removePaymentMethod);
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState<"default" | "remove" | null>(null);

  const run = async (kind: "default" | "remove") => {
    setPending(kind);
    setError(null);
    try {
      if (kind === "default") await setDefault({ paymentMethodId: card._id });
      else await remove({ paymentMethodId: card._id });
    } catch (caught) {
      reportUnexpectedFailure(caught);
      setError(caught);
    } finally {
      setPending(null);
    }
  };

  return (
    <li className="saved-card">
      <div>
        <CardLabel card={card} />
        {card.isDefault ? (
          <>
            {/* A space before the badge, so the two are not read as one word ("12/29Default"). */}{" "}
            <span className="status-badge">
              <Trans>Default</Trans>
            </span>
          </>
        ) : null}
        {card.securesBooking ? (
          <p className="muted">
            <Trans>Secures an upcoming consultation.</Trans>
          </p>
        ) : null}
      </div>
      <div className="saved-card__actions">
        {!card.isDefault ? (
          <Button size="small" pending={pending === "default"} onClick={() => void run("default")}>
            <Trans>Make default</Trans>
          </Button>
        ) : null}
        <Button
          size="small"
          variant="ghost"
          pending={pending === "remove"}
          aria-label={t`Remove card ending in ${card.last4}`}
          onClick={() => void run("remove")}
        >
          <Trans>Remove</Trans>
        </Button>
      </div>
      {error !== null ? <Alert tone="error">{i18n._(paymentErrorMessage(error))}</Alert> : null}
    </li>
  );
}

function PaymentHistoryTable({ entries }: { entries: HistoryEntry[] }) {
  const { t, i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  const labels = { date: t`Date`, consultation: t`Consultation`, kind: t`Type`, amount: t`Amount` };
  const kindLabel = (kind: HistoryEntry["kind"]) =>
    kind === "authorisation"
      ? t`Reserved`
      : kind === "capture"
        ? t`Charged`
        : kind === "release"
          ? t`Released, not charged`
          : t`Refunded`;
  return (
    // On a phone each row is shown as labelled lines (data-label); the box still scrolls if a row ever outgrows it.
    <div className="table-scroll" role="region" aria-labelledby="history-title" tabIndex={0}>
      <table className="payment-history">
        <thead>
          <tr>
            <th scope="col">{labels.date}</th>
            <th scope="col">{labels.consultation}</th>
            <th scope="col">{labels.kind}</th>
            <th scope="col" className="payment-history__amount">
              {labels.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry._id}>
              <td data-label={labels.date}>{formatDateTimeWithZone(entry.at, i18n.locale, timeZone)}</td>
              <td data-label={labels.consultation}>
                {entry.vetName ?? ""}
                {entry.bookingStartsAt !== null
                  ? `, ${formatDateTimeWithZone(entry.bookingStartsAt, i18n.locale, timeZone)}`
                  : ""}
              </td>
              <td data-label={labels.kind}>{kindLabel(entry.kind)}</td>
              <td className="payment-history__amount" data-label={labels.amount}>
                {entry.kind === "refund" ? "−" : ""}
                {formatMoney(entry.amountMinor, entry.currency, i18n.locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
