import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { AppLink } from "@/components/layout/app-link";
import { buttonClassName } from "@/components/ui/button";
import { formatRelative, formatTimeRange } from "@/lib/format/date-time";
import { BookingStatusBadge } from "@/components/ui/booking-status-badge";
import { speciesLabels } from "@/lib/i18n/species-labels";
import { UnreadMessagesBadge } from "@/components/ui/unread-messages-badge";
import type { UnreadMessages } from "../api/use-unread-by-booking";
import type { OverviewConsultation } from "../api/use-vet-overview";
import { intakeQuestionForVet } from "@/lib/i18n/intake-questions";

type ConsultationCardProps = {
  consultation: OverviewConsultation;
  locale: string;
  timeZone: string;
  now: number;
  highlighted: boolean;
  /** Not opened yet by the vet: marked until they have seen it (the highlight alone fades in seconds). */
  isNew: boolean;
  /** Messages and photos from the owner the vet has not read yet. */
  unreadMessages?: UnreadMessages | undefined;
  /** 3 in a section of its own, 4 under a day's heading. */
  headingLevel?: 3 | 4;
};

export function ConsultationCard({
  consultation,
  locale,
  timeZone,
  now,
  highlighted,
  isNew,
  unreadMessages,
  headingLevel = 3,
}: ConsultationCardProps) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const { t, i18n } = useLingui();
  const { _ } = useLinguiRuntime();
  const { bookingId, pet, ownerName, reason, intakeAnswers, status, join, ownerPresence } = consultation;
  const petName = pet?.name ?? t`A removed pet`;
  const waiting = ownerPresence === "preparing" || ownerPresence === "joined";
  const opensIn = formatRelative(join.opensAt, now, locale);

  return (
    <article className={`card consultation-card${highlighted ? " live-highlight" : ""}`} aria-labelledby={`consultation-${bookingId}`}>
      <header className="consultation-card__header">
        <Heading id={`consultation-${bookingId}`}>
          <span className="consultation-card__time">{formatTimeRange(consultation.startsAt, consultation.endsAt, locale, timeZone)}</span>{" "}
          {petName}
          {pet ? <span className="consultation-card__species"> · {_(speciesLabels[pet.species])}</span> : null}
        </Heading>
        {isNew ? (
          <span className="new-badge">
            <Trans context="booking">New</Trans>
          </span>
        ) : null}
        <BookingStatusBadge status={status} interruption={consultation.interruption} viewer="vet" />
        {unreadMessages ? <UnreadMessagesBadge unread={unreadMessages.unread} unreadPhotos={unreadMessages.unreadPhotos} /> : null}
      </header>
      {ownerName ? (
        <p className="consultation-card__owner">
          <Trans>Owner: {ownerName}</Trans>
        </p>
      ) : null}
      <p>
        <strong>
          <Trans>Reason:</Trans>
        </strong>{" "}
        {reason}
      </p>
      {intakeAnswers.length > 0 ? (
        <details>
          <summary>
            <Trans>Intake answers</Trans>
          </summary>
          <dl className="intake-answers">
            {intakeAnswers.map((answer) => (
              <div key={answer.question}>
                <dt>{intakeQuestionForVet(i18n, answer)}</dt>
                <dd>{answer.answer}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
      <footer className="consultation-card__footer">
        {waiting ? (
          <p className="presence presence--waiting" role="status">
            {ownerPresence === "joined" ? <Trans>The owner is in the call</Trans> : <Trans>The owner is waiting in the prepare room</Trans>}
          </p>
        ) : null}
        {status === "confirmed" || status === "in_call" ? (
          join.open ? (
            <AppLink className={buttonClassName("primary")} href={`/${locale}/call/${bookingId}/prepare`}>
              <Trans>Join the consultation</Trans>
            </AppLink>
          ) : (
            <span className="consultation-card__opens">
              <Trans>Join opens {opensIn}</Trans>
            </span>
          )
        ) : null}
        {unreadMessages ? (
          <AppLink href={`/${locale}/bookings/${bookingId}/summary#conversation`}>
            <Trans>Read the messages</Trans>
          </AppLink>
        ) : null}
        <AppLink href={`/${locale}/bookings/${bookingId}/summary/vet`}>
          <Trans>Booking and notes</Trans>
        </AppLink>
      </footer>
    </article>
  );
}
