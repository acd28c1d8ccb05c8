import { Trans, useLingui } from "@lingui/react/macro";
import type { CallAccess } from "../types/call-access";
import { TimeZoneNote } from "@/components/layout/time-zone-note";
import { formatDay, formatTimeRange, timeZoneLabel } from "@/lib/format/date-time";
import { useViewerTimeZone } from "@/lib/format/use-viewer-time-zone";

/** "Bella with Dr. Vega, Thursday 26 November, 09:00–09:20 GMT+1" from the viewer's side, in their account zone. */
export function ConsultationHeading({ access }: { access: CallAccess }) {
  const { i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  const day = formatDay(access.startsAt, i18n.locale, timeZone);
  const time = `${formatTimeRange(access.startsAt, access.endsAt, i18n.locale, timeZone)} ${timeZoneLabel(access.startsAt, i18n.locale, timeZone)}`;
  const name = access.otherPartyName;
  const petName = access.petName;
  return (
    <>
      <p className="call-heading">
        {access.role === "owner" ? (
          <Trans>
            {petName} with {name}, {day}, {time}
          </Trans>
        ) : (
          <Trans>
            {petName} ({name}), {day}, {time}
          </Trans>
        )}
      </p>
      <TimeZoneNote timeZone={timeZone} at={access.startsAt} />
    </>
  );
}
