import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "convex/react";
import { useState } from "react";
import { AppLink } from "@/components/layout/app-link";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { formatDateTimeWithZone } from "@/lib/format/date-time";
import { useViewerTimeZone } from "@/lib/format/use-viewer-time-zone";
import { DAY_MS } from "@shared/time";
import { api } from "../../../../convex/_generated/api";
import { useCommandKey } from "../hooks/use-command-key";
import { bookingErrorMessage } from "../utils/booking-error-message";
import { reportUnexpectedFailure } from "@/lib/monitoring/report-unexpected-failure";

const OFFERED_TIMES = 3;
const OFFER_SEARCH_DAYS = 14;

type InterruptedOfferProps = {
  locale: string;
  bookingId: string;
  vetId: string;
  vetName: string;
  interruption: {
    choice: "refund" | "rebook" | null;
    rebookingId: string | null;
    /** The vet's slot held for this owner until `until` (no one else can book it meanwhile). */
    hold: { startsAt: number; endsAt: number; until: number } | null;
  };
};

/**
 * The owner's fair outcome after a consultation the connection did not let happen: it is not charged, and the
 * owner chooses a free new consultation with the same vet (the time held for them first, or one of the vet's next
 * free times) or a full refund.
 */
export function InterruptedOffer({ locale, bookingId, vetId, vetName, interruption }: InterruptedOfferProps) {
  const { t, i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  const [from] = useState(() => Date.now());
  const choose = useMutation(api.bookings.chooseAfterInterruption);
  const { commandKey, renew } = useCommandKey();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const slots = useQuery(
    api.schedule.freeSlots,
    interruption.choice === null ? { vetId, from, to: from + OFFER_SEARCH_DAYS * DAY_MS } : "skip",
  );

  if (interruption.choice === "refund") {
    return (
      <section className="card" aria-labelledby="interrupted-title">
        <h2 id="interrupted-title">
          <Trans>The consultation was interrupted</Trans>
        </h2>
        <p>
          <Trans>You chose a full refund: nothing is charged to your card for this consultation.</Trans>
        </p>
      </section>
    );
  }
  if (interruption.choice === "rebook") {
    return (
      <section className="card" aria-labelledby="interrupted-title">
        <h2 id="interrupted-title">
          <Trans>The consultation was interrupted</Trans>
        </h2>
        <p>
          <Trans>Your free new consultation with {vetName} is booked.</Trans>
        </p>
        {interruption.rebookingId !== null ? (
          <AppLink className="button" href={`/${locale}/bookings/${interruption.rebookingId}/summary`}>
            <Trans>Open the new consultation</Trans>
          </AppLink>
        ) : null}
      </section>
    );
  }

  const submit = async (key: string, choice: { choice: "refund" } | { choice: "rebook"; startsAt: number }) => {
    setPending(key);
    setError(null);
    try {
      await choose({ bookingId, commandKey, choice });
    } catch (caught) {
      reportUnexpectedFailure(caught);
      setError(caught);
      renew();
    } finally {
      setPending(null);
    }
  };

  return (
    <section className="card" aria-labelledby="interrupted-title">
      <h2 id="interrupted-title">
        <Trans>The consultation was interrupted</Trans>
      </h2>
      <p>
        <Trans>
          The connection was lost for too long, so this consultation could not be held as booked. You pay nothing for
          it. Choose a free new consultation with {vetName}, or a full refund.
        </Trans>
      </p>
      {error !== null ? (
        <Alert tone="error">{i18n._(bookingErrorMessage(error))}</Alert>
      ) : null}
      <h3>
        <Trans>A free new consultation with {vetName}</Trans>
      </h3>
      {interruption.hold !== null ? <HeldTime hold={interruption.hold} pending={pending} submit={submit} /> : null}
      {slots === undefined || (slots.length === 0 && interruption.hold !== null) ? null : slots.length === 0 ? (
        <p>
          <Trans>{vetName} has no free time in the next two weeks. You can still choose a full refund.</Trans>
        </p>
      ) : (
        <ul className="call-actions" aria-label={interruption.hold !== null ? t`Other free times` : t`Free times`}>
          {slots.slice(0, OFFERED_TIMES).map((slot) => {
            const when = formatDateTimeWithZone(slot.startsAt, i18n.locale, timeZone);
            return (
              <li key={slot.startsAt}>
                <Button
                  pending={pending === String(slot.startsAt)}
                  onClick={() => void submit(String(slot.startsAt), { choice: "rebook", startsAt: slot.startsAt })}
                >
                  <Trans>Book {when} for free</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <Button pending={pending === "refund"} onClick={() => void submit("refund", { choice: "refund" })}>
        <Trans>I prefer a full refund</Trans>
      </Button>
    </section>
  );
}

type HeldTimeProps = {
  hold: { startsAt: number; until: number };
  pending: string | null;
  submit: (key: string, choice: { choice: "rebook"; startsAt: number }) => Promise<void>;
};

/** The time held for the owner, offered first. */
function HeldTime({ hold, pending, submit }: HeldTimeProps) {
  const { i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  const when = formatDateTimeWithZone(hold.startsAt, i18n.locale, timeZone);
  const until = formatDateTimeWithZone(hold.until, i18n.locale, timeZone);
  const key = String(hold.startsAt);
  return (
    <div className="held-time">
      <p>
        {hold.until >= hold.startsAt ? (
          <Trans>{when} is held for you: no one else can book it.</Trans>
        ) : (
          <Trans>
            {when} is held for you until {until}: no one else can book it before then.
          </Trans>
        )}
      </p>
      <Button variant="primary" pending={pending === key} onClick={() => void submit(key, { choice: "rebook", startsAt: hold.startsAt })}>
        <Trans>Book {when} for free</Trans>
      </Button>
    </div>
  );
}
