import { Trans, useLingui } from "@lingui/react/macro";
import { AppLink } from "@/components/layout/app-link";
import { TimeZoneNote } from "@/components/layout/time-zone-note";
import { Alert } from "@/components/ui/alert";
import { SkeletonBlock } from "@/components/ui/skeleton";
import { formatConsultationTime } from "@/lib/format/date-time";
import { useViewerTimeZone } from "@/lib/format/use-viewer-time-zone";
import { isLocale } from "@/lib/i18n/locales";
import { useDocumentTitle } from "@/lib/routing/use-document-title";
import { useNow } from "@/hooks/use-now";
import { useLayoutEffect, useRef, type RefObject } from "react";
import { AddToCalendar } from "./add-to-calendar";
import { CancelSection } from "./cancel-section";
import { ChangeDetailsSection } from "./change-details-section";
import { CONSULTATION_WHEN_ID } from "./consultation-when";
import { ProposalCard } from "./proposal-card";
import { ProposeTimeSection } from "./propose-time-section";
import { RescheduleSection } from "./reschedule-section";
import { VetCancelSection } from "./vet-cancel-section";
import { bookingDetailQuery } from "../api/booking-queries";
import { lastProposalAnswer } from "../utils/proposal-answer";
import { usePageQuery } from "@/lib/data/page-query";

/**
 * Changing a consultation. The owner moves it to another time, changes pet or reason, or cancels with the refund
 * shown; the vet proposes a new time (the owner answers) or cancels with a reason and a full refund.
 */
export function EditBookingPage({ locale, meetingId }: { locale: string; meetingId: string }) {
  const { t, i18n } = useLingui();
  const detail = usePageQuery(bookingDetailQuery(meetingId));
  const isVet = detail?.viewerIs === "vet";
  useDocumentTitle(isVet ? t`Move or cancel the consultation` : t`Change your consultation`);
  const now = useNow();
  const timeZone = useViewerTimeZone();
  const changeable = detail !== undefined && detail.booking.status === "confirmed" && now < detail.booking.startsAt;
  const closedNotice = useRef<HTMLDivElement>(null);
  useFocusWhenClosedUnderfoot(changeable, closedNotice);

  if (detail === undefined) return <SkeletonBlock lines={6} label={t`Loading the consultation…`} />;
  const { booking, vet } = detail;
  const appLocale = isLocale(locale) ? locale : "en";
  const summaryHref = `/${locale}/bookings/${booking._id}/summary`;
  const movable = vet !== null && now <= booking.rescheduleClosesAt;
  const ownerName = detail.owner?.name ?? "";
  const vetName = vet?.displayName ?? "";
  const answered = isVet && detail.proposal === null ? lastProposalAnswer(detail.timeline) : null;
  const proposedWhen = answered === null ? "" : formatConsultationTime(answered.startsAt, answered.endsAt, i18n.locale, timeZone);

  return (
    <div className="page-stack edit-booking-page">
      <header>
        <h1>{isVet ? <Trans>Move or cancel the consultation</Trans> : <Trans>Change your consultation</Trans>}</h1>
        <p id={CONSULTATION_WHEN_ID} data-testid="consultation-when">
          {isVet ? ownerName : vet?.displayName} · {formatConsultationTime(booking.startsAt, booking.endsAt, i18n.locale, timeZone)}
        </p>
        <TimeZoneNote
          timeZone={timeZone}
          at={booking.startsAt}
          other={
            isVet
              ? detail.owner === null
                ? undefined
                : { name: ownerName, timeZone: detail.owner.timeZone }
              : vet === null
                ? undefined
                : { name: vet.displayName, timeZone: vet.timeZone }
          }
        />
        <AppLink className="back-link" href={summaryHref}>
          <Trans>Back to the consultation</Trans>
        </AppLink>
      </header>
      {changeable ? <AddToCalendar bookingId={booking._id} /> : null}
      {!changeable ? (
        <div ref={closedNotice} tabIndex={-1}>
          <Alert tone="info">
            {detail.cancellation === null ? (
              <Trans>This consultation can no longer be changed.</Trans>
            ) : detail.cancellation.by === detail.viewerIs ? (
              <Trans>You cancelled this consultation, so it can no longer be changed.</Trans>
            ) : isVet ? (
              <Trans>{ownerName} cancelled this consultation, so it can no longer be changed.</Trans>
            ) : (
              <Trans>{vetName} cancelled this consultation, so it can no longer be changed.</Trans>
            )}
          </Alert>
        </div>
      ) : isVet ? (
        <>
          {answered !== null ? (
            <Alert tone="info">
              {answered.accepted ? (
                <Trans>{ownerName} accepted the time you proposed: the consultation has moved to it.</Trans>
              ) : (
                <Trans>{ownerName} declined the time you proposed ({proposedWhen}): the consultation stays as booked.</Trans>
              )}
            </Alert>
          ) : null}
          {detail.proposal !== null ? (
            <ProposalCard
              bookingId={booking._id}
              proposal={detail.proposal}
              viewerIs="vet"
              vetName={vetName}
              ownerName={ownerName}
            />
          ) : null}
          {movable && vet !== null ? (
            <ProposeTimeSection
              replacing={detail.proposal !== null}
              bookingId={booking._id}
              locale={appLocale}
              vetId={vet._id}
              currentStartsAt={booking.startsAt}
              ownerName={ownerName}
            />
          ) : (
            <Alert tone="info">
              <Trans>Rescheduling closes 2 hours before the start.</Trans>
            </Alert>
          )}
          <VetCancelSection
            bookingId={booking._id}
            ownerName={ownerName}
            priceMinor={booking.priceMinor}
            currency={booking.currency}
            summaryHref={summaryHref}
          />
        </>
      ) : (
        <>
          {detail.proposal !== null ? (
            <ProposalCard bookingId={booking._id} proposal={detail.proposal} viewerIs="owner" vetName={vetName} ownerName={ownerName} />
          ) : null}
          {movable && vet !== null ? (
            <RescheduleSection bookingId={booking._id} locale={appLocale} vetId={vet._id} currentStartsAt={booking.startsAt} />
          ) : (
            <Alert tone="info">
              <Trans>Rescheduling closes 2 hours before the start.</Trans>
            </Alert>
          )}
          <ChangeDetailsSection bookingId={booking._id} petId={detail.pet?._id ?? null} reason={booking.reason} />
          <CancelSection bookingId={booking._id} summaryHref={summaryHref} />
        </>
      )}
    </div>
  );
}

/**
 * The consultation stopped being changeable while the page was open (the other side cancelled, the start came):
 * the forms go, and focus with them when it was in one (an open cancel dialog too). It goes to the notice that says
 * why, so a keyboard or screen reader user is told rather than left on the page. A layout effect: before the app's
 * focus rescue (src/lib/a11y/focus-rescue.ts) would settle for the page's heading.
 */
function useFocusWhenClosedUnderfoot(changeable: boolean, notice: RefObject<HTMLDivElement | null>): void {
  const wasChangeable = useRef(changeable);
  useLayoutEffect(() => {
    const closed = wasChangeable.current && !changeable;
    wasChangeable.current = changeable;
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (closed && focusLost) notice.current?.focus();
  }, [changeable, notice]);
}
