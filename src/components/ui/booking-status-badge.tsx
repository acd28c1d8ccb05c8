import { Trans } from "@lingui/react/macro";
import { useLingui } from "@lingui/react";
import { bookingStatusLabels, type BookingStatus } from "@/lib/i18n/booking-status-labels";

/** Set when the consultation ended interrupted (not charged): what the owner chose since, null until they do. */
export type InterruptionSummary = { choice: "refund" | "rebook" | null } | null;

type BookingStatusBadgeProps = {
  status: BookingStatus;
  interruption: InterruptionSummary;
  /** Whose page it is: the owner reads "you chose", the vet "the owner chose". */
  viewer: "owner" | "vet";
};

/**
 * A booking's status in words, everywhere it is listed; an interrupted consultation reads "Interrupted" (not
 * "Completed") with the owner's choice after it.
 */
export function BookingStatusBadge({ status, interruption, viewer }: BookingStatusBadgeProps) {
  const { _ } = useLingui();
  if (interruption === null) {
    return <span className={`status-badge status-badge--${status}`}>{_(bookingStatusLabels[status])}</span>;
  }
  return (
    <span className="booking-status">
      <span className="status-badge status-badge--interrupted">
        <Trans>Interrupted</Trans>
      </span>{" "}
      <span className="booking-status__choice">
        <InterruptionChoice choice={interruption.choice} viewer={viewer} />
      </span>
    </span>
  );
}

function InterruptionChoice({ choice, viewer }: { choice: "refund" | "rebook" | null; viewer: "owner" | "vet" }) {
  if (viewer === "owner") {
    if (choice === "refund") return <Trans>You chose a full refund</Trans>;
    if (choice === "rebook") return <Trans>You chose a free new consultation</Trans>;
    return <Trans>Choose a free new consultation or a refund</Trans>;
  }
  if (choice === "refund") return <Trans>The owner chose a full refund</Trans>;
  if (choice === "rebook") return <Trans>The owner chose a free new consultation</Trans>;
  return <Trans>The owner has not chosen a refund or a free new consultation yet</Trans>;
}
