import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "convex/react";
import { useCallback, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextAreaField } from "@/components/ui/field";
import { focusWhenShown } from "@/lib/a11y/focus-when-shown";
import { useToast } from "@/components/ui/toast";
import { formatDay, formatTimeWithZone } from "@/lib/format/date-time";
import { useViewerTimeZone } from "@/lib/format/use-viewer-time-zone";
import type { Locale } from "@/lib/i18n/locales";
import { api } from "../../../../convex/_generated/api";
import { PROPOSAL_TITLE_ID } from "./proposal-card";
import { useCommandKey } from "../hooks/use-command-key";
import { bookingErrorMessage } from "../utils/booking-error-message";
import { SlotPicker } from "./slot-picker";
import type { Slot } from "@shared/slots/types";
import { reportUnexpectedFailure } from "@/lib/monitoring/report-unexpected-failure";


/** The vet's way to move a consultation: one of their free times, which the owner accepts or declines. */
export function ProposeTimeSection({
  bookingId,
  locale,
  vetId,
  currentStartsAt,
  ownerName,
  replacing = false,
}: {
  bookingId: string;
  locale: Locale;
  vetId: string;
  currentStartsAt: number;
  ownerName: string;
  /** a proposal waits for the owner's answer: a new one takes its place */
  replacing?: boolean;
}) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const propose = useMutation(api.bookings.proposeNewTime);
  const { commandKey, renew } = useCommandKey();
  const timeZone = useViewerTimeZone();
  const [slot, setSlot] = useState<Slot | null>(null);
  const [note, setNote] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const clearSlot = useCallback(() => setSlot(null), []);

  const submit = async () => {
    if (slot === null) return;
    setPending(true);
    setError(null);
    try {
      await propose({ bookingId, commandKey, startsAt: slot.startsAt, note });
      setSlot(null);
      setNote("");
      toast(t`New time proposed. ${ownerName} can accept or decline it; until then the consultation stays as booked.`);
      // The button pressed is disabled again (no time chosen): focus goes to the proposal, shown as it arrives.
      focusWhenShown(() => document.getElementById(PROPOSAL_TITLE_ID));
    } catch (caught) {
      reportUnexpectedFailure(caught);
      setError(caught);
    } finally {
      renew();
      setPending(false);
    }
  };

  return (
    <section className="card" aria-labelledby="propose-title">
      <h2 id="propose-title">{replacing ? <Trans>Propose another time instead</Trans> : <Trans>Propose a new time</Trans>}</h2>
      <p className="muted">
        {replacing ? (
          <Trans>The new time replaces the one waiting for an answer; the owner gets an email about it.</Trans>
        ) : (
          <Trans>The owner gets an email and accepts or declines. Until then the consultation stays at its time.</Trans>
        )}
      </p>
      {error !== null ? <Alert tone="error">{i18n._(bookingErrorMessage(error))}</Alert> : null}
      <SlotPicker
        vetId={vetId}
        locale={locale}
        selected={slot?.startsAt ?? null}
        onSelect={setSlot}
        onSelectedGone={clearSlot}
        excludeStartsAt={currentStartsAt}
        zoneNote={false}
      />
      <TextAreaField
        label={t`Message to the owner (optional)`}
        value={note}
        maxLength={2000}
        rows={2}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="form-actions">
        <Button variant="primary" disabled={slot === null} pending={pending} onClick={() => void submit()}>
          {slot === null ? (
            <Trans>Choose a new time</Trans>
          ) : (
            <Trans>
              Propose {formatDay(slot.startsAt, i18n.locale, timeZone)}, {formatTimeWithZone(slot.startsAt, i18n.locale, timeZone)}
            </Trans>
          )}
        </Button>
      </div>
    </section>
  );
}
