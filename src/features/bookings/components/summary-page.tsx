import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { AppLink } from "@/components/layout/app-link";
import { SkeletonBlock } from "@/components/ui/skeleton";
import { TimeZoneNote } from "@/components/layout/time-zone-note";
import { formatConsultationTime } from "@/lib/format/date-time";
import { useViewerTimeZone } from "@/lib/format/use-viewer-time-zone";
import { formatMoney } from "@/lib/format/money";
import { bookingStatusLabels } from "@/lib/i18n/booking-status-labels";
import { InterruptedOffer } from "./interrupted-offer";
import { useDocumentTitle } from "@/lib/routing/use-document-title";
import { useNow } from "@/hooks/use-now";
import { AddToCalendar } from "./add-to-calendar";
import { BookingTimeline } from "./booking-timeline";
import { PaymentSummary } from "./payment-summary";
import { ProposalCard } from "./proposal-card";
import { SoapNoteView } from "./soap-note-view";
import { isJoinableAt } from "@shared/calls/join-window";
import { bookingDetailQuery } from "../api/booking-queries";
import { usePageQuery } from "@/lib/data/page-query";
import { intakeQuestionOf } from "@/lib/i18n/intake-questions";
import { ACTIVE_BOOKING_STATUSES, type BookingStatus } from "@shared/bookings/booking-status";

type SummaryPageProps = {
  locale: string;
  meetingId: string;
  /** The conversation with the other side (composed by the route), below the vet's notes. */
  conversation?: ReactNode;
};

/** One consultation for either side: details, status, notes, the conversation, payment and the full history. Live. */
export function SummaryPage({ locale, meetingId, conversation }: SummaryPageProps) {
  const { t, i18n } = useLingui();
  const { _ } = useLinguiRuntime();
  useDocumentTitle(t`Consultation`);
  const detail = usePageQuery(bookingDetailQuery(meetingId));
  const now = useNow();
  const timeZone = useViewerTimeZone();

  if (detail === undefined) return <SkeletonBlock lines={8} label={t`Loading the consultation…`} />;
  const { booking, vet, pet, payment } = detail;
  const money = (amountMinor: number) => formatMoney(amountMinor, booking.currency, i18n.locale);
  const joinable = isJoinableAt(booking, now);
  const isOwner = detail.viewerIs === "owner";
  // The vet reads the page about the other side too: the owner's name where the owner reads the vet's.
  const ownerName = detail.owner?.name ?? "";
  const petName = pet?.name ?? "";

  return (
    <div className="page-stack summary-page">
      <header>
        <h1>
          {isOwner ? (
            <Trans>
              Consultation with {vet?.displayName ?? ""} for {pet?.name ?? ""}
            </Trans>
          ) : (
            <Trans>
              Consultation with {ownerName} for {petName}
            </Trans>
          )}
        </h1>
        <p data-testid="consultation-when">{formatConsultationTime(booking.startsAt, booking.endsAt, i18n.locale, timeZone)}</p>
        <TimeZoneNote
          timeZone={timeZone}
          at={booking.startsAt}
          other={
            isOwner
              ? vet === null
                ? undefined
                : { name: vet.displayName, timeZone: vet.timeZone }
              : detail.owner === null
                ? undefined
                : { name: detail.owner.name, timeZone: detail.owner.timeZone }
          }
        />
        <p className={`status-badge status-badge--${booking.status}`} aria-live="polite">
          {detail.interruption !== null ? <Trans>Interrupted</Trans> : _(bookingStatusLabels[booking.status])}
        </p>
      </header>

      {isOwner && detail.interruption !== null && vet !== null ? (
        <InterruptedOffer
          locale={locale}
          bookingId={booking._id}
          vetId={vet._id}
          vetName={vet.displayName}
          interruption={detail.interruption}
        />
      ) : null}

      <div className="summary-page__actions">
        {joinable ? (
          <AppLink className="button button--primary" href={`/${locale}/call/${booking._id}/prepare`}>
            <Trans>Join the call</Trans>
          </AppLink>
        ) : booking.status === "confirmed" && now < booking.startsAt ? (
          // Before the join window: the same page, to check camera and microphone ahead of time.
          <AppLink className="button" href={`/${locale}/call/${booking._id}/prepare`}>
            <Trans>Test your camera and microphone</Trans>
          </AppLink>
        ) : null}
        {isOwner && booking.status === "confirmed" && now < booking.startsAt ? (
          <AppLink className="button" href={`/${locale}/bookings/${booking._id}/edit`}>
            <Trans>Change or cancel</Trans>
          </AppLink>
        ) : null}
        {isOwner && vet !== null && booking.status !== "confirmed" && booking.status !== "in_call" ? (
          <AppLink className="button" href={`/${locale}/bookings/book/${vet._id}`}>
            <Trans>Book again</Trans>
          </AppLink>
        ) : null}
        {!isOwner && booking.status === "confirmed" && now < booking.startsAt ? (
          <AppLink className="button" href={`/${locale}/bookings/${booking._id}/edit`}>
            <Trans>Move or cancel</Trans>
          </AppLink>
        ) : null}
        {!isOwner && booking.status !== "cancelled" ? (
          <AppLink className="button" href={`/${locale}/bookings/${booking._id}/summary/vet`}>
            <Trans>Write notes</Trans>
          </AppLink>
        ) : null}
      </div>

      {booking.status === "confirmed" && now < booking.endsAt ? <AddToCalendar bookingId={booking._id} /> : null}
      {detail.proposal !== null && booking.status === "confirmed" ? (
        <ProposalCard
          bookingId={booking._id}
          proposal={detail.proposal}
          viewerIs={detail.viewerIs}
          vetName={vet?.displayName ?? ""}
          ownerName={detail.owner?.name ?? ""}
        />
      ) : null}

      <section className="card" aria-labelledby="details-title">
        <h2 id="details-title">
          <Trans>Details</Trans>
        </h2>
        <dl className="summary-list">
          <dt>
            <Trans>Reason</Trans>
          </dt>
          <dd className="preserve-lines">{booking.reason}</dd>
          {booking.intakeAnswers.map((item) => (
            <div key={item.question} className="summary-list__pair">
              <dt>{intakeQuestionOf(i18n, item)}</dt>
              <dd className="preserve-lines">{item.answer}</dd>
            </div>
          ))}
          {detail.cancellation !== null ? (
            <>
              <dt>
                <Trans>Cancellation</Trans>
              </dt>
              <dd>
                <CancellationLine
                  cancellation={detail.cancellation}
                  viewerIs={detail.viewerIs}
                  cancellerName={detail.cancellation.by === "vet" ? (vet?.displayName ?? "") : ownerName}
                />
              </dd>
            </>
          ) : null}
        </dl>
      </section>

      <section className="card" aria-labelledby="notes-title">
        <h2 id="notes-title">{isOwner ? <Trans>The vet's notes</Trans> : <Trans>Your notes</Trans>}</h2>
        {detail.summary !== null ? (
          <SoapNoteView note={detail.summary} audience={detail.viewerIs} />
        ) : booking.status === "cancelled" ? (
          <p className="muted">
            <Trans>No notes: the consultation was cancelled.</Trans>
          </p>
        ) : (
          <p className="muted">
            {isOwner ? (
              <Trans>The vet's notes appear here once they are published.</Trans>
            ) : (
              <Trans>Your notes appear here, for you and the owner, once you publish them.</Trans>
            )}
          </p>
        )}
      </section>

      {conversation}

      <section className="card" aria-labelledby="payment-title">
        <h2 id="payment-title">
          <Trans>Payment</Trans>
        </h2>
        {payment !== null ? <PaymentSummary payment={payment} money={money} /> : null}
        {payment !== null && stillReserved(payment, booking.status) ? (
          <p className="muted">
            <Trans>The price is reserved on the card and charged when the consultation takes place.</Trans>
          </p>
        ) : null}
      </section>

      <section className="card" aria-labelledby="timeline-title">
        <h2 id="timeline-title">
          <Trans>History</Trans>
        </h2>
        <BookingTimeline detail={detail} />
      </section>
    </div>
  );
}

/** Who cancelled, by name where the page knows it, and the reason they gave, quoted. */
function CancellationLine({
  cancellation,
  viewerIs,
  cancellerName,
}: {
  cancellation: { by: "owner" | "vet"; reason: string };
  viewerIs: "owner" | "vet";
  cancellerName: string;
}) {
  const reason = cancellation.reason.trim();
  return (
    <>
      {cancellation.by === viewerIs ? (
        <Trans>You cancelled this consultation.</Trans>
      ) : cancellerName !== "" ? (
        <Trans>Cancelled by {cancellerName}.</Trans>
      ) : cancellation.by === "vet" ? (
        <Trans>Cancelled by the vet.</Trans>
      ) : (
        <Trans>Cancelled by the person who booked it.</Trans>
      )}
      {reason !== "" ? (
        <>
          {" "}
          <Trans>Reason given: “{reason}”</Trans>
        </>
      ) : null}
    </>
  );
}

/** The amount is held on the card and nothing has been charged, released or refunded yet, for a consultation still ahead. */
function stillReserved(
  payment: { authorisedMinor: number; capturedMinor: number; releasedMinor: number; refundedMinor: number },
  status: BookingStatus,
): boolean {
  const settled = payment.capturedMinor + payment.releasedMinor + payment.refundedMinor > 0;
  return payment.authorisedMinor > 0 && !settled && ACTIVE_BOOKING_STATUSES.has(status);
}
