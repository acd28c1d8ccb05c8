import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, type ReactNode } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { SkeletonBlock } from "@/components/ui/skeleton";
import { TimeZoneNote } from "@/components/layout/time-zone-note";
import { formatDay } from "@/lib/format/date-time";
import { useDocumentTitle } from "@/lib/routing/use-document-title";
import { type OverviewConsultation, useVetOverview } from "../api/use-vet-overview";
import { useUnseenBookings } from "@/lib/storage/seen-bookings";
import { useUnreadByBooking } from "../api/use-unread-by-booking";
import { useArrivals } from "../hooks/use-arrivals";
import { ConsultationCard } from "./consultation-card";
import { MonthFigures } from "./month-figures";
import { NotesToWrite } from "./notes-to-write";
import { ProfilePrompt } from "./profile-prompt";
import { WeekAtAGlance } from "./week-at-a-glance";
import { groupByLocalDay } from "@shared/slots/group-by-day";

/** `availableNow`: the "Available now" switch and live queue of on-demand requests, composed in by the route. */
export function VetOverviewPage({ availableNow }: { availableNow?: ReactNode }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Your day`);
  const { overview, now } = useVetOverview();
  const consultations = useMemo(() => (overview ? [...overview.today, ...overview.next] : undefined), [overview]);
  const bookingIds = useMemo(() => consultations?.map((consultation) => consultation.bookingId), [consultations]);
  const unseen = useUnseenBookings(bookingIds);
  const unreadMessages = useUnreadByBooking();
  const arrivals = useArrivals(
    consultations?.flatMap((consultation) => [
      `booking:${consultation.bookingId}`,
      ...(consultation.ownerPresence === "preparing" ? [`waiting:${consultation.bookingId}`] : []),
    ]),
  );

  if (overview === undefined) return <SkeletonBlock lines={6} label={t`Loading your day…`} />;
  const { timeZone } = overview;
  const locale = i18n.locale;
  const isHighlighted = (bookingId: string) => arrivals.has(`booking:${bookingId}`) || arrivals.has(`waiting:${bookingId}`);
  const card = (consultation: OverviewConsultation, headingLevel: 3 | 4) => (
    <ConsultationCard
      key={consultation.bookingId}
      consultation={consultation}
      locale={locale}
      timeZone={timeZone}
      now={now}
      highlighted={isHighlighted(consultation.bookingId)}
      isNew={unseen.has(consultation.bookingId)}
      unreadMessages={unreadMessages.get(consultation.bookingId)}
      headingLevel={headingLevel}
    />
  );

  return (
    <div className="page-stack vet-overview">
      <header>
        <h1>
          <Trans>Your day</Trans>
        </h1>
        <p className="muted">
          {formatDay(now, locale, timeZone)}
        </p>
        <TimeZoneNote timeZone={timeZone} at={now} />
      </header>
      <ProfilePrompt profile={overview.profile} locale={locale} />
      {availableNow}

      <section aria-labelledby="today-title" aria-live="polite">
        <h2 id="today-title">
          <Trans>Today</Trans>
        </h2>
        {overview.today.length === 0 ? (
          <EmptyState title={t`No consultations today`}>
            <p>
              <Trans>New bookings appear here the moment an owner confirms them.</Trans>
            </p>
          </EmptyState>
        ) : (
          <div className="consultation-list">
            {overview.today.map((consultation) => card(consultation, 3))}
          </div>
        )}
      </section>

      <NotesToWrite notes={overview.notesToWrite} locale={locale} timeZone={timeZone} />

      <section aria-labelledby="next-title" aria-live="polite">
        <h2 id="next-title">
          <Trans>Coming up</Trans>
        </h2>
        {overview.next.length === 0 ? (
          <p className="muted">
            <Trans>Nothing booked for the next days yet.</Trans>
          </p>
        ) : (
          <div className="consultation-days">
            {groupByLocalDay(overview.next, timeZone).map(({ date, slots: items }) => {
              const day = formatDay(items[0]!.startsAt, locale, timeZone);
              return (
                <section key={date} className="consultation-list__dated" aria-label={day}>
                  <h3 className="consultation-list__day">{day}</h3>
                  <div className="consultation-list">
                    {items.map((consultation) => card(consultation, 4))}
                  </div>
                </section>
              );
            })}
          </div>
        )}
      </section>

      <WeekAtAGlance week={overview.week} locale={locale} timeZone={timeZone} />
      <MonthFigures figures={overview.lastThirtyDays} locale={locale} />
    </div>
  );
}

