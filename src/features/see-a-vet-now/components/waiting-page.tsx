import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Navigate } from "@tanstack/react-router";
import { useMutation, useQuery } from "convex/react";
import { useEffect, useState } from "react";
import { focusWhenShown } from "@/lib/a11y/focus-when-shown";
import { AppLink } from "@/components/layout/app-link";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SkeletonBlock } from "@/components/ui/skeleton";
import { formatDateTimeWithZone, formatTimeWithZone } from "@/lib/format/date-time";
import { formatMoney } from "@/lib/format/money";
import { useViewerTimeZone } from "@/lib/format/use-viewer-time-zone";
import { languageName } from "@/lib/i18n/language-names";
import { speciesLabels } from "@/lib/i18n/species-labels";
import { registerSensitiveText } from "@/lib/monitoring/scrub-event";
import { useDocumentTitle } from "@/lib/routing/use-document-title";
import { api } from "../../../../convex/_generated/api";
import { onDemandErrorMessage } from "../utils/on-demand-error-message";
import { reportUnexpectedFailure } from "@/lib/monitoring/report-unexpected-failure";

type Room = NonNullable<typeof api.onDemand.waitingRoom._returnType>;

/** Seconds on the clock, for the time already waited. */
function useSecondsTick(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The owner's live waiting room: place in line, an estimate from recent accept times, how many matching vets are
 * on. The moment a vet accepts, the owner is taken to the consultation's prepare page.
 */
export function WaitingPage({ locale, requestId }: { locale: string; requestId: string }) {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Waiting for a vet`);
  const room = useQuery(api.onDemand.waitingRoom, { requestId });
  if (room === undefined) return <SkeletonBlock lines={5} label={t`Loading…`} />;
  registerSensitiveText(room.petName, room.reason);
  if (room.status === "matched" && room.bookingId !== null) {
    return <Navigate to="/$locale/call/$meetingId/prepare" params={{ locale, meetingId: room.bookingId }} replace />;
  }
  return (
    <div className="page-stack on-demand-page">
      {room.status === "waiting" ? <Waiting room={room} /> : <Closed room={room} locale={locale} />}
      <RequestSummary room={room} locale={i18n.locale} />
    </div>
  );
}

function Waiting({ room }: { room: Room }) {
  const { i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  const now = useSecondsTick();
  const leaveQueue = useMutation(api.onDemand.leaveQueue);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const waitedSeconds = Math.max(0, Math.floor((now - room.createdAt) / 1000));
  const waited = `${Math.floor(waitedSeconds / 60)}:${String(waitedSeconds % 60).padStart(2, "0")}`;
  const position = room.position ?? 1;
  const online = room.matchingVetsOnline;
  const estimateMinutes = room.estimatedWaitMs === null ? null : Math.max(1, Math.round(room.estimatedWaitMs / 60_000));

  const leave = async () => {
    setPending(true);
    setError(null);
    try {
      await leaveQueue({ requestId: room.requestId });
      // The button is gone with the queue: the page's new heading says what happened.
      focusWhenShown(() => document.querySelector<HTMLElement>("main h1"));
    } catch (caught) {
      reportUnexpectedFailure(caught);
      setError(caught);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <header>
        <h1>
          {room.petName === null ? <Trans>Looking for a vet</Trans> : <Trans>Looking for a vet for {room.petName}</Trans>}
        </h1>
        <p className="muted">
          <Trans>Keep this page open: when a vet accepts, you go straight to the video consultation.</Trans>
        </p>
      </header>
      <section className="card on-demand-queue-status" aria-labelledby="queue-status-title">
        <h2 id="queue-status-title" className="visually-hidden">
          <Trans>Your place in the queue</Trans>
        </h2>
        <p className="on-demand-position" role="status" aria-live="polite" aria-atomic="true" data-testid="queue-position">
          <Plural value={position} one="You are next in line." other="You are number # in line." />{" "}
          {estimateMinutes === null ? null : (
            <Plural value={estimateMinutes} one="Estimated wait: about # minute." other="Estimated wait: about # minutes." />
          )}
        </p>
        <p data-testid="matching-vets-online">
          {online === 0 ? (
            <Trans>No vet who matches is available at this moment. We keep looking and offer your request as soon as one is.</Trans>
          ) : (
            <Plural value={online} one="# matching vet is available now." other="# matching vets are available now." />
          )}
        </p>
        <p className="muted">
          <Trans>
            Waiting for <span className="tabular">{waited}</span>. We keep looking until{" "}
            {formatTimeWithZone(room.expiresAt, i18n.locale, timeZone)}.
          </Trans>
        </p>
        {error !== null ? <Alert tone="error">{i18n._(onDemandErrorMessage(error))}</Alert> : null}
        <div className="form-actions">
          <Button pending={pending} onClick={() => void leave()}>
            <Trans>Leave the queue</Trans>
          </Button>
        </div>
        <p className="muted">
          <Trans>If you leave, the reservation on your card is released and nothing is charged.</Trans>
        </p>
      </section>
    </>
  );
}

function Closed({ room, locale }: { room: Room; locale: string }) {
  const { i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  const released = room.authorisationReleased ? (
    <Trans>The reservation on your card has been released; nothing was charged.</Trans>
  ) : (
    <Trans>The reservation on your card is being released; nothing is charged.</Trans>
  );
  return (
    <>
      <header>
        <h1>{room.status === "left" ? <Trans>You left the queue</Trans> : <Trans>No vet was free in time</Trans>}</h1>
      </header>
      <Alert tone={room.status === "left" ? "info" : "warning"}>
        {room.status === "timed_out" ? (
          <Trans>We are sorry: no vet who matches could take your request. </Trans>
        ) : null}
        {released}
      </Alert>
      {room.status === "timed_out" && room.nextBookableTimes.length > 0 ? (
        <section className="card" aria-labelledby="next-times-title">
          <h2 id="next-times-title">
            <Trans>Book one of the next free times</Trans>
          </h2>
          <ul className="plain-list next-times">
            {room.nextBookableTimes.map((time) => (
              <li key={time.vetId}>
                <AppLink href={`/${locale}/bookings/book/${time.vetId}?startsAt=${time.startsAt}`}>
                  <Trans>
                    {time.displayName}, {formatDateTimeWithZone(time.startsAt, i18n.locale, timeZone)}
                  </Trans>
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="form-actions">
        <AppLink className="button button--primary" href={`/${locale}/bookings/now`}>
          <Trans>Ask for a vet again</Trans>
        </AppLink>
        <AppLink className="button" href={`/${locale}/veterinarians`}>
          <Trans>Find a vet and book a time</Trans>
        </AppLink>
      </div>
    </>
  );
}

function RequestSummary({ room, locale }: { room: Room; locale: string }) {
  const { _ } = useLinguiRuntime();
  return (
    <section className="card" aria-labelledby="request-summary-title">
      <h2 id="request-summary-title">
        <Trans>Your request</Trans>
      </h2>
      <dl className="summary-list">
        <dt>
          <Trans>Pet</Trans>
        </dt>
        <dd>
          {room.petName ?? ""} ({_(speciesLabels[room.species])})
        </dd>
        <dt>
          <Trans>Language</Trans>
        </dt>
        <dd>{languageName(room.language, locale)}</dd>
        <dt>
          <Trans>Reason</Trans>
        </dt>
        <dd className="preserve-lines">{room.reason}</dd>
        <dt>
          <Trans>Price</Trans>
        </dt>
        <dd>{formatMoney(room.priceMinor, room.currency, locale)}</dd>
      </dl>
    </section>
  );
}
