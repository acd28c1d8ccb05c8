import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useMutation, useQuery } from "convex/react";
import { useEffect, useState } from "react";
import { AppLink } from "@/components/layout/app-link";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { useAsyncAction } from "@/hooks/use-async-action";
import { formatRelative, formatSince, formatTimeWithZone } from "@/lib/format/date-time";
import { useViewerTimeZone } from "@/lib/format/use-viewer-time-zone";
import { languageName } from "@/lib/i18n/language-names";
import { speciesLabels } from "@/lib/i18n/species-labels";
import { registerSensitiveText } from "@/lib/monitoring/scrub-event";
import { api } from "../../../../convex/_generated/api";
import { useAvailabilityHeartbeat } from "../hooks/use-availability-heartbeat";
import { onDemandErrorMessage } from "../utils/on-demand-error-message";
import { reportUnexpectedFailure } from "@/lib/monitoring/report-unexpected-failure";

type QueueItem = NonNullable<typeof api.onDemand.vetQueue._returnType>[number];
type Availability = NonNullable<typeof api.onDemand.myAvailability._returnType>;

function useTick(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The vet's "Available now" switch and the live queue of owners they could take now. Accepting takes the vet
 * straight to the consultation's prepare page; another vet who was faster is said so next to the button.
 */
export function AvailableNowPanel({ locale }: { locale: string }) {
  const availability = useQuery(api.onDemand.myAvailability, {});
  const queue = useQuery(api.onDemand.vetQueue, {});
  useAvailabilityHeartbeat(availability?.available === true, availability?.heartbeatIntervalMs ?? 20_000);
  if (availability === undefined) return null;
  return (
    <section
      className={`card available-now${availability.available ? " available-now--on" : ""}`}
      aria-labelledby="available-now-title"
    >
      <AvailabilitySwitch availability={availability} locale={locale} />
      {availability.available && availability.inConsultation === null ? <RequestQueue queue={queue ?? []} locale={locale} /> : null}
      {availability.inConsultation !== null ? (
        <p>
          <Trans>
            You are in a consultation.{" "}
            <AppLink href={`/${locale}/call/${availability.inConsultation}/prepare`}>Go to the consultation</AppLink>
          </Trans>
        </p>
      ) : null}
    </section>
  );
}

function AvailabilitySwitch({ availability, locale }: { availability: Availability; locale: string }) {
  const { t, i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  const setAvailable = useMutation(api.onDemand.setAvailable);
  const { run: toggle, pending, error: failure } = useAsyncAction(() => setAvailable({ available: !availability.available }));
  const canSwitchOn = availability.published && availability.missing.length === 0;

  const offReason =
    availability.offReason === "idle" ? (
      <Trans>You were switched off after 10 minutes without activity on this page.</Trans>
    ) : availability.offReason === "heartbeat_lost" ? (
      <Trans>You were switched off because this page lost its connection or was closed.</Trans>
    ) : availability.offReason === "consultation_soon" ? (
      <Trans>You were switched off because a booked consultation is about to start.</Trans>
    ) : availability.offReason === "profile_unpublished" ? (
      <Trans>You were switched off because your profile is no longer published.</Trans>
    ) : null;

  return (
    <>
      <div className="pause-switch__row">
        <div>
          <h2 id="available-now-title">
            <Trans>Available now</Trans>
          </h2>
          <p className="muted" id="available-now-state">
            {availability.available ? (
              <Trans>On: owners who need a vet right away can be offered to you. Keep this page open.</Trans>
            ) : (
              <Trans>Off: switch on to take on-demand consultations from owners who need a vet right away.</Trans>
            )}
          </p>
        </div>
        <Switch
          checked={availability.available}
          labelledBy="available-now-title"
          describedBy="available-now-state"
          title={availability.available ? t`Switch off` : t`Switch on`}
          pending={pending}
          disabled={!availability.available && !canSwitchOn}
          onToggle={() => void toggle()}
        />
      </div>
      {!availability.available && offReason !== null ? <p className="muted">{offReason}</p> : null}
      {!canSwitchOn ? (
        <p className="muted">
          <Trans>
            Only vets with a complete, published profile can go available.{" "}
            <AppLink href={`/${locale}/vet/profile`}>Complete your profile</AppLink>
          </Trans>
        </p>
      ) : null}
      {availability.nextConsultationAt !== null ? (
        <p className="muted">
          <Trans>
            Your next booked consultation starts at {formatTimeWithZone(availability.nextConsultationAt, i18n.locale, timeZone)}.
          </Trans>
        </p>
      ) : null}
      {failure !== null ? <Alert tone="error">{i18n._(onDemandErrorMessage(failure))}</Alert> : null}
    </>
  );
}

function RequestQueue({ queue, locale }: { queue: QueueItem[]; locale: string }) {
  const { i18n } = useLingui();
  const now = useTick(5_000);
  // A refusal for a request that has since left the queue (another vet took it) stays on screen here.
  const [lastFailure, setLastFailure] = useState<{ requestId: string; error: unknown } | null>(null);
  for (const item of queue) registerSensitiveText(item.reason);
  const failureOfGone =
    lastFailure !== null && !queue.some((item) => item.requestId === lastFailure.requestId) ? lastFailure.error : null;
  return (
    <div className="available-now__queue" aria-live="polite">
      {failureOfGone !== null ? <Alert tone="error">{i18n._(onDemandErrorMessage(failureOfGone))}</Alert> : null}
      <h3>
        <Plural value={queue.length} _0="No owner is waiting for you right now." one="# owner is waiting" other="# owners are waiting" />
      </h3>
      {queue.length === 0 ? (
        <p className="muted">
          <Trans>Requests appear here the moment an owner asks. Keep this page open to be offered them.</Trans>
        </p>
      ) : (
        <ul className="plain-list consultation-list">
          {queue.map((item) => (
            <QueueEntry
              key={item.requestId}
              item={item}
              locale={locale}
              now={now}
              onFailure={(error) => setLastFailure({ requestId: item.requestId, error })}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function QueueEntry({
  item,
  locale,
  now,
  onFailure,
}: {
  item: QueueItem;
  locale: string;
  now: number;
  onFailure: (error: unknown) => void;
}) {
  const { i18n } = useLingui();
  const { _ } = useLinguiRuntime();
  const navigate = useNavigate();
  const accept = useMutation(api.onDemand.accept);
  const decline = useMutation(api.onDemand.decline);
  const [pending, setPending] = useState<"accept" | "decline" | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const titleId = `request-${item.requestId}`;

  async function run(action: "accept" | "decline") {
    setPending(action);
    setFailure(null);
    try {
      if (action === "accept") {
        const { bookingId } = await accept({ requestId: item.requestId });
        await navigate({ to: "/$locale/call/$meetingId/prepare", params: { locale, meetingId: bookingId } });
      } else {
        await decline({ requestId: item.requestId });
      }
    } catch (error) {
      reportUnexpectedFailure(error);
      setFailure(error);
      onFailure(error);
    } finally {
      setPending(null);
    }
  }

  return (
    <li className="card consultation-card on-demand-request" aria-labelledby={titleId}>
      <div className="consultation-card__header">
        <h4 id={titleId}>
          <Trans>
            {_(speciesLabels[item.species])} · in {languageName(item.language, i18n.locale)}
          </Trans>
        </h4>
        <span className="muted">
          <Trans>asked {formatSince(item.waitingSince, now, i18n.locale)}</Trans>
        </span>
      </div>
      <p className="preserve-lines">{item.reason}</p>
      {item.offeredToYouUntil !== null ? (
        <p className="status-badge status-badge--confirmed">
          <Trans>Offered to you first · answer {formatRelative(item.offeredToYouUntil, now, i18n.locale)}</Trans>
        </p>
      ) : null}
      <div className="consultation-card__footer">
        <Button variant="primary" pending={pending === "accept"} onClick={() => void run("accept")}>
          <Trans>Accept and start</Trans>
        </Button>
        <Button pending={pending === "decline"} onClick={() => void run("decline")}>
          <Trans>Decline</Trans>
        </Button>
      </div>
      {failure !== null ? <Alert tone="error">{i18n._(onDemandErrorMessage(failure))}</Alert> : null}
    </li>
  );
}
