import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { formatDateTimeWithZone } from "@/lib/format/date-time";
import { useViewerTimeZone } from "@/lib/format/use-viewer-time-zone";
import { formatMoney } from "@/lib/format/money";
import { type api } from "../../../../convex/_generated/api";

type Detail = NonNullable<typeof api.bookings.bookingDetail._returnType>;
type Entry = Detail["timeline"][number];

/** The booking's history in plain words, oldest first, from the viewer's side ("you", "the vet"). */
export function BookingTimeline({ detail }: { detail: Detail }) {
  const { i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  return (
    <ol className="timeline" aria-live="polite" aria-relevant="additions">
      {detail.timeline.map((entry, index) => (
        <li key={entry.seq} className="timeline__entry">
          <time dateTime={new Date(entry.at).toISOString()} className="muted">
            {formatDateTimeWithZone(entry.at, i18n.locale, timeZone)}
          </time>
          <span>
            <TimelineText entry={entry} previous={detail.timeline[index - 1]} detail={detail} />
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Who took a step: "You", the other side by name where the page has it, or Vetline itself. */
function Actor({ entry, detail }: { entry: Entry; detail: Detail }): ReactNode {
  if (entry.actor === detail.viewerIs) return <Trans>You</Trans>;
  if (entry.actor === "vet") return detail.vet?.displayName || <Trans>The vet</Trans>;
  if (entry.actor === "owner") return detail.owner?.name || <Trans>The owner</Trans>;
  return <Trans>Vetline</Trans>;
}

function TimelineText({ entry, previous, detail }: { entry: Entry; previous: Entry | undefined; detail: Detail }): ReactNode {
  const { i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  const who = <Actor entry={entry} detail={detail} />;
  const money = (amountMinor: number) => formatMoney(amountMinor, detail.booking.currency, i18n.locale);
  const event = entry.event;
  switch (event.type) {
    case "booking_requested":
      return <Trans>{who} requested the consultation.</Trans>;
    case "payment_authorised": {
      const amount = money(event.data.amountMinor);
      return <Trans>{amount} reserved on the card.</Trans>;
    }
    case "booking_confirmed":
      return <Trans>The consultation was confirmed.</Trans>;
    case "booking_rescheduled": {
      const when = formatDateTimeWithZone(event.data.startsAt, i18n.locale, timeZone);
      // The move an accepted proposal causes is the vet's request: the line before says who accepted it.
      if (previous?.event.type === "proposal_accepted") return <Trans>The consultation moved to the proposed time, {when}.</Trans>;
      const from = formatDateTimeWithZone(event.data.fromStartsAt, i18n.locale, timeZone);
      return (
        <Trans>
          {who} moved the consultation from {from} to {when}.
        </Trans>
      );
    }
    case "details_changed":
      return <Trans>{who} changed the pet or the reason.</Trans>;
    case "new_time_proposed": {
      const proposed = formatDateTimeWithZone(event.data.startsAt, i18n.locale, timeZone);
      return <Trans>{who} proposed a new time: {proposed}.</Trans>;
    }
    case "proposal_accepted":
      return <Trans>{who} accepted the proposed time.</Trans>;
    case "proposal_declined":
      return <Trans>{who} declined the proposed time; the consultation stays at its time.</Trans>;
    case "booking_cancelled": {
      const refund = money(event.data.refundMinor);
      return event.data.reason === "" ? (
        <Trans>
          {who} cancelled the consultation. Refund: {refund}.
        </Trans>
      ) : (
        <Trans>
          {who} cancelled the consultation ("{event.data.reason}"). Refund: {refund}.
        </Trans>
      );
    }
    case "call_started":
      return <Trans>The call started.</Trans>;
    case "participant_joined":
      return event.data.participant === detail.viewerIs ? (
        <Trans>You joined the call.</Trans>
      ) : event.data.participant === "vet" ? (
        <Trans>The vet joined the call.</Trans>
      ) : (
        <Trans>The owner joined the call.</Trans>
      );
    case "participant_left":
      return event.data.participant === detail.viewerIs ? (
        <Trans>You left the call.</Trans>
      ) : event.data.participant === "vet" ? (
        <Trans>The vet left the call.</Trans>
      ) : (
        <Trans>The owner left the call.</Trans>
      );
    case "call_ended":
      return <Trans>The call ended.</Trans>;
    case "consultation_interrupted":
      return <Trans>The connection was lost for too long: the consultation counts as interrupted and is not charged.</Trans>;
    case "interruption_resolved":
      return event.data.choice === "refund" ? (
        <Trans>A full refund was chosen instead of a new consultation.</Trans>
      ) : (
        <Trans>A free new consultation with the same vet was booked.</Trans>
      );
    case "rebooking_slot_held": {
      const when = formatDateTimeWithZone(event.data.startsAt, i18n.locale, timeZone);
      const until = formatDateTimeWithZone(event.data.until, i18n.locale, timeZone);
      return (
        <Trans>
          {when} was held for the owner's free new consultation until {until}.
        </Trans>
      );
    }
    case "rebooking_hold_released":
      return <Trans>The held time was not taken in time and is free again.</Trans>;
    case "no_show_recorded":
      return event.data.absent === "vet" ? (
        <Trans>The vet did not attend; the full price is refunded.</Trans>
      ) : (
        <Trans>The owner did not attend.</Trans>
      );
    case "summary_published":
      return <Trans>The vet published the consultation notes.</Trans>;
    case "payment_captured": {
      const amount = money(event.data.amountMinor);
      return <Trans>{amount} charged.</Trans>;
    }
    case "payment_refunded": {
      const amount = money(event.data.amountMinor);
      return <Trans>{amount} refunded.</Trans>;
    }
    case "payment_released": {
      const amount = money(event.data.amountMinor);
      return <Trans>{amount} released: the card is not charged for it.</Trans>;
    }
  }
}
