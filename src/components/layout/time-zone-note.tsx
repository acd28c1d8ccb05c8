import { Trans, useLingui } from "@lingui/react/macro";
import { useParams } from "@tanstack/react-router";
import { useConvexAuth } from "convex/react";
import { AppLink } from "./app-link";
import { deviceTimeZone } from "@/lib/format/date-time";
import { timeZoneName } from "@/lib/format/time-zone-name";

/**
 * Names the zone a page's times are in, and says so when this device or the other person is elsewhere
 * (ADR 0012): the sentence that stops someone reading an hour in the wrong zone.
 */
export function TimeZoneNote({
  timeZone,
  at,
  other,
}: {
  timeZone: string;
  /** The instant the zone names are for (their offsets change during the year). */
  at: number;
  /** The other person's name and zone, named when it differs from the viewer's. */
  other?: { name: string; timeZone: string };
}) {
  const { i18n } = useLingui();
  const { isAuthenticated } = useConvexAuth();
  const { locale } = useParams({ strict: false });
  const zone = timeZoneName(timeZone, i18n.locale, at);
  const device = deviceTimeZone();
  const deviceZone = timeZoneName(device, i18n.locale, at);
  const otherZone = other !== undefined && other.timeZone !== timeZone ? timeZoneName(other.timeZone, i18n.locale, at) : null;
  const otherName = other?.name ?? "";
  return (
    <p className="muted time-zone-note" data-time-zone={timeZone}>
      {isAuthenticated ? <Trans>Times in {zone}, your account's time zone.</Trans> : <Trans>Times in {zone}.</Trans>}
      {device !== timeZone ? (
        <>
          {" "}
          <Trans>This device is set to {deviceZone}.</Trans>
        </>
      ) : null}
      {otherZone !== null ? (
        <>
          {" "}
          <Trans>
            {otherName} is in {otherZone}.
          </Trans>
        </>
      ) : null}
      {/* Last: a sentence after the link ran on from its words with nothing between them. */}
      {device !== timeZone && isAuthenticated && locale !== undefined ? (
        <>
          {" "}
          <AppLink href={`/${locale}/manage/account`}>
            <Trans>Change your time zone</Trans>
          </AppLink>
        </>
      ) : null}
    </p>
  );
}
