import { Trans, useLingui } from "@lingui/react/macro";
import { useLocation } from "@tanstack/react-router";
import { useQuery } from "convex/react";
import { AppLink } from "@/components/layout/app-link";
import { formatRelative, formatTimeWithZone } from "@/lib/format/date-time";
import { useViewerTimeZone } from "@/lib/format/use-viewer-time-zone";
import { api } from "../../../../convex/_generated/api";
import { useNow } from "@/hooks/use-now";
import { startingSoon, upcomingWindowStart } from "../utils/starting-soon";

/**
 * On every page: a consultation of the viewer starts within 15 minutes (or is running) and they have not
 * joined yet. Live: it appears by the clock and disappears when they join, it ends, or it is cancelled.
 */
export function StartingSoonBanner({ locale, signedIn }: { locale: string; signedIn: boolean }) {
  const { i18n } = useLingui();
  const now = useNow(10_000);
  const timeZone = useViewerTimeZone();
  const pathname = useLocation({ select: (location) => location.pathname });
  const upcoming = useQuery(api.reminders.upcomingConsultations, signedIn ? { from: upcomingWindowStart(now) } : "skip");
  const soon = upcoming === undefined ? null : startingSoon(upcoming, now);
  // On the consultation's own call pages the banner would only point where the viewer already is.
  if (soon === null || pathname.includes(`/call/${soon.bookingId}`)) return null;
  const time = formatTimeWithZone(soon.startsAt, i18n.locale, timeZone);
  const startsIn = formatRelative(soon.startsAt, now, i18n.locale);
  return (
    <div className="starting-soon" role="status" aria-live="polite">
      <div className="starting-soon__inner">
        <p className="starting-soon__text">
          {now < soon.startsAt ? (
            <Trans>
              Your consultation starts {startsIn} ({time}).
            </Trans>
          ) : (
            <Trans>Your consultation started at {time}.</Trans>
          )}
        </p>
        <AppLink className="button button--primary button--small" href={`/${locale}/call/${soon.bookingId}/prepare`}>
          {now < soon.startsAt ? <Trans>Get ready to join</Trans> : <Trans>Go to the consultation</Trans>}
        </AppLink>
      </div>
    </div>
  );
}
