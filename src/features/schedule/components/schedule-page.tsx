import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { SkeletonBlock } from "@/components/ui/skeleton";
import { TimeZoneNote } from "@/components/layout/time-zone-note";
import { useDocumentTitle } from "@/lib/routing/use-document-title";
import { useMySchedule } from "../api/use-schedule";
import { BookingRulesForm } from "./booking-rules-form";
import { OutsideHoursAlert } from "./outside-hours-alert";
import { OverridesEditor } from "./overrides-editor";
import { PauseSwitch } from "./pause-switch";
import { ScheduleCalendar } from "./schedule-calendar";
import { WeeklyHoursEditor } from "./weekly-hours-editor";

export function SchedulePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Schedule`);
  const schedule = useMySchedule();
  const [pageOpenedAt] = useState(() => Date.now());
  if (schedule === undefined) return <SkeletonBlock lines={8} label={t`Loading your schedule…`} />;
  const { timeZone } = schedule;

  return (
    <div className="page-stack schedule-page">
      <header>
        <h1>
          <Trans>Schedule</Trans>
        </h1>
        <p className="muted">
          <Trans>
            Your hours, date changes and booking rules. Owners book {schedule.slotMinutes}-minute consultations in the free time.
          </Trans>
        </p>
        <TimeZoneNote timeZone={timeZone} at={pageOpenedAt} />
      </header>
      <OutsideHoursAlert timeZone={timeZone} />
      <PauseSwitch paused={schedule.paused} />
      <ScheduleCalendar timeZone={timeZone} paused={schedule.paused} overrides={schedule.overrides} />
      <WeeklyHoursEditor saved={schedule.weeklyHours} timeZone={timeZone} />
      <OverridesEditor overrides={schedule.overrides} today={schedule.today} />
      <BookingRulesForm saved={schedule} />
    </div>
  );
}
