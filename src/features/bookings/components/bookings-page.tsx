import { useId, type ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { AppLink } from "@/components/layout/app-link";
import { EmptyState } from "@/components/ui/empty-state";
import { UnreadMessagesBadge } from "@/components/ui/unread-messages-badge";
import { SkeletonBlock } from "@/components/ui/skeleton";
import { TimeZoneNote } from "@/components/layout/time-zone-note";
import { formatDay, formatTimeRange, timeZoneLabel } from "@/lib/format/date-time";
import { useViewerTimeZone } from "@/lib/format/use-viewer-time-zone";
import { BookingStatusBadge } from "@/components/ui/booking-status-badge";
import { useDocumentTitle } from "@/lib/routing/use-document-title";
import type { api } from "../../../../convex/_generated/api";
import { useNow } from "@/hooks/use-now";
import { isJoinableAt } from "@shared/calls/join-window";
import { myBookingsQuery } from "../api/booking-queries";
import { usePageQuery } from "@/lib/data/page-query";
import { unreadMessagesQuery } from "@/lib/data/shared-queries";

type BookingListItem = NonNullable<typeof api.bookings.myBookings._returnType>["upcoming"][number];
type UnreadPerBooking = (typeof api.conversation.myUnread._returnType)["bookings"];

/** The owner's consultations: upcoming first (with the join button), then past ones. Live. */
/** `waitingNotice`: from the see-a-vet-now feature (composed by the route), the way back to a request still waiting. */
export function BookingsPage({ locale, waitingNotice }: { locale: string; waitingNotice?: ReactNode }) {
  const { t } = useLingui();
  useDocumentTitle(t`Your consultations`);
  const lists = usePageQuery(myBookingsQuery());
  const unread = usePageQuery(unreadMessagesQuery());
  const now = useNow();
  const timeZone = useViewerTimeZone();

  if (lists === undefined) return <SkeletonBlock lines={5} label={t`Loading your consultations…`} />;

  return (
    <div className="page-stack bookings-page">
      <header className="bookings-page__header">
        <h1>
          <Trans>Your consultations</Trans>
        </h1>
        <div className="form-actions">
          <AppLink className="button button--primary" href={`/${locale}/veterinarians`}>
            <Trans>Book a consultation</Trans>
          </AppLink>
          <AppLink className="button" href={`/${locale}/bookings/now`}>
            <Trans>See a vet now</Trans>
          </AppLink>
        </div>
      </header>
      {waitingNotice}
      <TimeZoneNote timeZone={timeZone} at={now} />

      <section aria-labelledby="upcoming-title" aria-live="polite">
        <h2 id="upcoming-title">
          <Trans>Upcoming</Trans>
        </h2>
        {lists.upcoming.length === 0 ? (
          <EmptyState title={t`No upcoming consultations`}>
            <p>
              <Trans>Find a vet and book a video consultation in a few steps.</Trans>
            </p>
          </EmptyState>
        ) : (
          <BookingList items={lists.upcoming} locale={locale} now={now} unread={unread?.bookings} />
        )}
      </section>

      <section aria-labelledby="past-title">
        <h2 id="past-title">
          <Trans>Past and cancelled</Trans>
        </h2>
        {lists.past.length === 0 ? (
          <p className="muted">
            <Trans>Your past consultations will appear here.</Trans>
          </p>
        ) : (
          <BookingList items={lists.past} locale={locale} now={now} unread={unread?.bookings} />
        )}
      </section>
    </div>
  );
}

type BookingListProps = {
  items: BookingListItem[];
  locale: string;
  now: number;
  /** Per booking, messages from the vet not read yet. */
  unread: UnreadPerBooking | undefined;
};

function BookingList({ items, locale, now, unread }: BookingListProps) {
  return (
    <ul className="booking-list plain-list">
      {items.map((item) => (
        <BookingListEntry
          key={item._id}
          item={item}
          locale={locale}
          now={now}
          unread={unread?.find((entry) => entry.bookingId === item._id)}
        />
      ))}
    </ul>
  );
}

type BookingListEntryProps = {
  item: BookingListItem;
  locale: string;
  now: number;
  /** Messages from the vet not read yet. */
  unread: { unread: number; unreadPhotos: number } | undefined;
};

function BookingListEntry({ item, locale, now, unread }: BookingListEntryProps) {
  const { i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  const joinable = isJoinableAt(item, now);
  const editable = item.status === "confirmed" && now < item.startsAt;
  // "Details" and "Change or cancel" repeat on every card: their names also say which booking they are for.
  const ids = useId();
  const named = (action: string) => `${ids}-${action} ${ids}-when ${ids}-who`;
  return (
    <li className="card booking-card">
      <div className="booking-card__main">
        <p className="booking-card__when" id={`${ids}-when`}>
          <strong>{formatDay(item.startsAt, i18n.locale, timeZone)}</strong>
          <span>
            {formatTimeRange(item.startsAt, item.endsAt, i18n.locale, timeZone)}{" "}
            {timeZoneLabel(item.startsAt, i18n.locale, timeZone)}
          </span>
        </p>
        <p id={`${ids}-who`}>
          <Trans>
            {item.vet?.displayName ?? ""} · for {item.pet?.name ?? ""}
          </Trans>
        </p>
        <p>
          <BookingStatusBadge status={item.status} interruption={item.interruption} viewer="owner" />
        </p>
        {item.onDemand ? (
          <p className="status-badge status-badge--on-demand">
            <Trans>See a vet now</Trans>
          </p>
        ) : null}
        {unread ? (
          <p>
            <AppLink href={`/${locale}/bookings/${item._id}/summary#conversation`}>
              <UnreadMessagesBadge unread={unread.unread} unreadPhotos={unread.unreadPhotos} />
            </AppLink>
          </p>
        ) : null}
      </div>
      <div className="booking-card__actions">
        {item.status === "confirmed" || item.status === "in_call" ? (
          joinable ? (
            <AppLink className="button button--primary" href={`/${locale}/call/${item._id}/prepare`}>
              <Trans>Join the call</Trans>
            </AppLink>
          ) : (
            <button type="button" className="button" disabled aria-describedby={`join-hint-${item._id}`}>
              <Trans>Join the call</Trans>
            </button>
          )
        ) : null}
        {(item.status === "confirmed" || item.status === "in_call") && !joinable ? (
          <p id={`join-hint-${item._id}`} className="muted booking-card__hint">
            <Trans>You can join 10 minutes before the start.</Trans>
          </p>
        ) : null}
        <AppLink className="button" href={`/${locale}/bookings/${item._id}/summary`} aria-labelledby={named("details")}>
          <span id={`${ids}-details`}>
            <Trans>Details</Trans>
          </span>
        </AppLink>
        {editable ? (
          <AppLink className="button button--ghost" href={`/${locale}/bookings/${item._id}/edit`} aria-labelledby={named("change")}>
            <span id={`${ids}-change`}>
              <Trans>Change or cancel</Trans>
            </span>
          </AppLink>
        ) : null}
      </div>
    </li>
  );
}
