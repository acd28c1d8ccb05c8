import { Plural, Trans } from "@lingui/react/macro";
import { formatShortDay, formatTime } from "@/lib/format/date-time";
import type { VetOverview } from "../api/use-vet-overview";
import { HOUR_MS } from "@shared/time";

export function WeekAtAGlance({ week, locale, timeZone }: { week: VetOverview["week"]; locale: string; timeZone: string }) {
  return (
    <section aria-labelledby="week-title">
      <h2 id="week-title">
        <Trans>This week</Trans>
      </h2>
      <ol className="week-glance">
        {week.map((day) => {
          const count = day.consultations;
          const firstTime = day.firstStartsAt === null ? null : formatTime(day.firstStartsAt, locale, timeZone);
          return (
          <li key={day.dayStartsAt} className={`week-glance__day${day.consultations === 0 ? " week-glance__day--free" : ""}`}>
            <span className="week-glance__date">{formatShortDay(day.dayStartsAt + 12 * HOUR_MS, locale, timeZone)}</span>
            <span className="week-glance__count">
              <Plural value={count} _0="No consultations" one="# consultation" other="# consultations" />
            </span>
            {firstTime !== null ? (
              <span className="week-glance__first">
                <Trans>First at {firstTime}</Trans>
              </span>
            ) : null}
          </li>
          );
        })}
      </ol>
    </section>
  );
}
