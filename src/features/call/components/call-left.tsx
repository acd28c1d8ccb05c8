import { Trans, useLingui } from "@lingui/react/macro";
import { AppLink } from "@/components/layout/app-link";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/routing/use-document-title";
import { CallActor } from "./call-actor";

/**
 * /call/{meetingId}/left: you hung up; rejoin while the window is open, or go to the summary. When the vet then
 * ended the consultation, the owner's page says so (it updates live) instead of only that it cannot be joined.
 */
export function CallLeft({ locale }: { locale: string }) {
  const { t } = useLingui();
  const access = CallActor.useSelector((snapshot) => snapshot.context.access);
  const vetEndedIt = access !== null && access.role === "owner" && access.ended && access.endedByVet;
  useDocumentTitle(vetEndedIt ? t`The vet ended the consultation` : t`You left the consultation`);
  const call = CallActor.useActorRef();
  if (access === null) return null;
  if (vetEndedIt) return <VetEndedAfterYouLeft locale={locale} />;
  const canRejoin = access.window.status === "open" && !access.ended;
  const summaryHref = `/${locale}/bookings/${access.bookingId}/summary${access.role === "vet" ? "/vet" : ""}`;
  return (
    <section className="page-stack call-outcome" aria-labelledby="call-left-title">
      <h1 id="call-left-title">
        <Trans>You left the consultation</Trans>
      </h1>
      <p>
        {canRejoin ? (
          <Trans>The consultation is still open. You can go back in until its time is over.</Trans>
        ) : (
          <Trans>The consultation can no longer be joined.</Trans>
        )}
      </p>
      <div className="call-actions">
        {canRejoin ? (
          <Button variant="primary" onClick={() => call.send({ type: "user.rejoin" })}>
            <Trans>Rejoin</Trans>
          </Button>
        ) : null}
        <AppLink className={canRejoin ? "button" : "button button--primary"} href={summaryHref}>
          <Trans>Go to the summary</Trans>
        </AppLink>
      </div>
    </section>
  );
}

function VetEndedAfterYouLeft({ locale }: { locale: string }) {
  const access = CallActor.useSelector((snapshot) => snapshot.context.access);
  if (access === null) return null;
  const name = access.otherPartyName;
  return (
    <section className="page-stack call-outcome" aria-labelledby="call-left-title">
      <h1 id="call-left-title">
        <Trans>{name} ended the consultation</Trans>
      </h1>
      <p role="status">
        <Trans>
          You had left the call, and {name} has since ended the consultation, so it can no longer be joined. The notes
          and advice will be in the consultation summary as soon as {name} publishes them.
        </Trans>
      </p>
      <div className="call-actions">
        <AppLink className="button button--primary" href={`/${locale}/bookings/${access.bookingId}/summary`}>
          <Trans>See the summary</Trans>
        </AppLink>
      </div>
    </section>
  );
}
