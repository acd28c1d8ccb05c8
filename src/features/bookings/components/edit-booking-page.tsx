import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "convex/react";
import { AppLink } from "@/components/layout/app-link";
import { Alert } from "@/components/ui/alert";
import { SkeletonBlock } from "@/components/ui/skeleton";
import { formatDay, formatTimeRange, viewerTimeZone } from "@/lib/format/date-time";
import { useDocumentTitle } from "@/lib/routing/use-document-title";
import { api } from "../../../../convex/_generated/api";
import { useNow } from "../hooks/use-now";
import { AddToCalendar } from "./add-to-calendar";
import { CancelSection } from "./cancel-section";
import { ChangeDetailsSection } from "./change-details-section";
import { RescheduleSection } from "./reschedule-section";

/** The owner's changes to a consultation: another time, another pet or reason, or cancelling with the refund shown. */
export function EditBookingPage({ locale, meetingId }: { locale: string; meetingId: string }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Change your consultation`);
  const detail = useQuery(api.bookings.bookingDetail, { bookingId: meetingId });
  const now = useNow();

  if (detail === undefined) return <SkeletonBlock lines={6} label={t`Loading the consultation…`} />;
  const { booking, vet } = detail;
  const timeZone = viewerTimeZone();
  const summaryHref = `/${locale}/bookings/${booking._id}/summary`;
  const changeable = detail.viewerIs === "owner" && booking.status === "confirmed" && now < booking.startsAt;

  return (
    <div className="page-stack edit-booking-page">
      <header>
        <h1>
          <Trans>Change your consultation</Trans>
        </h1>
        <p>
          {vet?.displayName} · {formatDay(booking.startsAt, i18n.locale, timeZone)},{" "}
          {formatTimeRange(booking.startsAt, booking.endsAt, i18n.locale, timeZone)}
        </p>
        <AppLink href={summaryHref}>
          <Trans>Back to the consultation</Trans>
        </AppLink>
      </header>
      {changeable ? <AddToCalendar bookingId={booking._id} /> : null}
      {!changeable ? (
        <Alert tone="info">
          <Trans>This consultation can no longer be changed.</Trans>
        </Alert>
      ) : (
        <>
          {vet !== null && now <= booking.rescheduleClosesAt ? (
            <RescheduleSection bookingId={booking._id} vetId={vet._id} currentStartsAt={booking.startsAt} />
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
