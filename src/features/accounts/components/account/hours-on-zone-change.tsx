import { Trans, useLingui } from "@lingui/react/macro";
import { numberFormat } from "@shared/intl-cache";
import { timeZoneName } from "@/lib/format/time-zone-name";
import { formatWallClock } from "@shared/slots/wall-clock";
import { offsetMs } from "@shared/slots/zoned-time";
import { MINUTE_MS, MINUTES_PER_DAY } from "@shared/time";

export type HoursOnZoneChange = "keepClockTimes" | "keepInstants";

const EXAMPLE_START_MINUTES = 9 * 60;

/**
 * Before a vet saves another zone: what happens to their weekly hours, with the choice between keeping the clock
 * times (owners see the free times move) and keeping the instants (the clock times move, owners see no change).
 */
export function HoursOnZoneChangeChoice({
  fromZone,
  toZone,
  now,
  value,
  onChange,
}: {
  fromZone: string;
  toZone: string;
  now: number;
  value: HoursOnZoneChange;
  onChange: (value: HoursOnZoneChange) => void;
}) {
  const { i18n } = useLingui();
  const shiftMinutes = Math.round((offsetMs(toZone, now) - offsetMs(fromZone, now)) / MINUTE_MS);
  const hours = numberFormat(i18n.locale, { maximumFractionDigits: 2 }).format(Math.abs(shiftMinutes) / 60);
  const newZone = timeZoneName(toZone, i18n.locale, now);
  const example = formatWallClock(EXAMPLE_START_MINUTES);
  const shifted = formatWallClock((((EXAMPLE_START_MINUTES + shiftMinutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY);
  return (
    <fieldset className="role-choice hours-on-zone-change">
      <legend>
        <Trans>Your weekly hours in {newZone}</Trans>
      </legend>
      <label>
        <input
          type="radio"
          name="hoursOnZoneChange"
          checked={value === "keepClockTimes"}
          onChange={() => onChange("keepClockTimes")}
        />
        {shiftMinutes === 0 ? (
          <Trans>Keep the clock times ({example} stays {example}).</Trans>
        ) : shiftMinutes > 0 ? (
          <Trans>
            Keep the clock times: {example} stays {example}, so owners see your free times {hours} hours earlier than now.
          </Trans>
        ) : (
          <Trans>
            Keep the clock times: {example} stays {example}, so owners see your free times {hours} hours later than now.
          </Trans>
        )}
      </label>
      <label>
        <input type="radio" name="hoursOnZoneChange" checked={value === "keepInstants"} onChange={() => onChange("keepInstants")} />
        <Trans>
          Keep the same moments for owners: your clock times move ({example} becomes {shifted}).
        </Trans>
      </label>
      <p className="muted">
        <Trans>Date changes keep their clock times either way; booked consultations stay at their times.</Trans>
      </p>
    </fieldset>
  );
}
