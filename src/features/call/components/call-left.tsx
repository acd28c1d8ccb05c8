import { Trans, useLingui } from "@lingui/react/macro";
import { AppLink } from "@/components/layout/app-link";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/routing/use-document-title";
import { CallActor } from "./call-actor";

/** /call/{meetingId}/left: you hung up; rejoin while the window is open, or go to the summary. */
export function CallLeft({ locale }: { locale: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`You left the consultation`);
  const call = CallActor.useActorRef();
  const access = CallActor.useSelector((snapshot) => snapshot.context.access);
  if (access === null) return null;
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
