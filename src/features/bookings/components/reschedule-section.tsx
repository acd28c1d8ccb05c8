import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "convex/react";
import { useCallback, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { focusWhenShown } from "@/lib/a11y/focus-when-shown";
import { useToast } from "@/components/ui/toast";
import { formatDay, formatTimeWithZone } from "@/lib/format/date-time";
import { useViewerTimeZone } from "@/lib/format/use-viewer-time-zone";
import type { Locale } from "@/lib/i18n/locales";
import { api } from "../../../../convex/_generated/api";
import { useCommandKey } from "../hooks/use-command-key";
import { bookingErrorMessage } from "../utils/booking-error-message";
import { CONSULTATION_WHEN_ID } from "./consultation-when";
import { SlotPicker } from "./slot-picker";
import type { Slot } from "@shared/slots/types";
import { reportUnexpectedFailure } from "@/lib/monitoring/report-unexpected-failure";


export function RescheduleSection({
  bookingId,
  locale,
  vetId,
  currentStartsAt,
}: {
  bookingId: string;
  locale: Locale;
  vetId: string;
  currentStartsAt: number;
}) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const reschedule = useMutation(api.bookings.reschedule);
  const quote = useQuery(api.bookings.cancellationQuote, { bookingId });
  const { commandKey, renew } = useCommandKey();
  const [slot, setSlot] = useState<Slot | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const timeZone = useViewerTimeZone();
  const clearSlot = useCallback(() => setSlot(null), []);

  const submit = async () => {
    if (slot === null) return;
    setPending(true);
    setError(null);
    try {
      await reschedule({ bookingId, commandKey, startsAt: slot.startsAt });
      setSlot(null);
      toast(t`Your consultation was moved.`);
      // The button that had focus now waits for a new choice: focus goes to the result, the consultation's new time.
      focusWhenShown(() => document.getElementById(CONSULTATION_WHEN_ID));
    } catch (caught) {
      reportUnexpectedFailure(caught);
      setError(caught);
    } finally {
      renew();
      setPending(false);
    }
  };

  return (
    <section className="card" aria-labelledby="reschedule-title">
      <h2 id="reschedule-title">
        <Trans>Move to another time</Trans>
      </h2>
      {error !== null ? <Alert tone="error">{i18n._(bookingErrorMessage(error))}</Alert> : null}
      <SlotPicker
        vetId={vetId}
        locale={locale}
        onSelectedGone={clearSlot}
        selected={slot?.startsAt ?? null}
        onSelect={setSlot}
        excludeStartsAt={currentStartsAt}
        zoneNote={false}
      />
      {quote?.refundTerms === "half" ? (
        <p className="muted">
          <Trans>It is less than 24 hours before the start: moved now, the consultation keeps the half refund at its new time.</Trans>
        </p>
      ) : quote?.refundTerms === "halfAfterLateMove" ? (
        <p className="muted">
          <Trans>The consultation keeps the half refund at any new time: it was moved less than 24 hours before its earlier time.</Trans>
        </p>
      ) : null}
      <div className="form-actions">
        <Button variant="primary" disabled={slot === null} pending={pending} onClick={() => void submit()}>
          {slot === null ? (
            <Trans>Choose a new time</Trans>
          ) : (
            <Trans>
              Move to {formatDay(slot.startsAt, i18n.locale, timeZone)},{" "}
              {formatTimeWithZone(slot.startsAt, i18n.locale, timeZone)}
            </Trans>
          )}
        </Button>
      </div>
    </section>
  );
}
