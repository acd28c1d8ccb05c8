import { Trans, useLingui } from "@lingui/react/macro";
import { AppLink } from "@/components/layout/app-link";
import { useDocumentTitle } from "@/lib/routing/use-document-title";
import { CallActor } from "./call-actor";

/** /call/{meetingId}/ended: the consultation is over; what happens next. */
export function CallEnded({ locale }: { locale: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Consultation ended`);
  const access = CallActor.useSelector((snapshot) => snapshot.context.access);
  if (access === null) return null;
  const summaryHref = `/${locale}/bookings/${access.bookingId}/summary`;
  const name = access.otherPartyName;
  const petName = access.petName;
  return (
    <section className="page-stack call-outcome" aria-labelledby="call-ended-title">
      <h1 id="call-ended-title">
        {access.role === "owner" && access.endedByVet ? (
          <Trans>{name} ended the consultation</Trans>
        ) : access.ended ? (
          <Trans>The consultation has ended</Trans>
        ) : (
          <Trans>The consultation time is over</Trans>
        )}
      </h1>
      {access.interrupted ? (
        access.role === "owner" ? (
          <div className="card" role="status">
            <p>
              <Trans>
                The connection was lost for too long, so this consultation could not be held as booked. You pay nothing
                for it: choose a free new consultation with {name}, or a full refund.
              </Trans>
            </p>
            <AppLink className="button button--primary" href={summaryHref}>
              <Trans>Choose a free new consultation or a refund</Trans>
            </AppLink>
          </div>
        ) : (
          <p className="card" role="status">
            <Trans>
              The connection was lost for too long: the consultation is recorded as interrupted, not as a no-show. The
              owner is offered a free new consultation with you or a full refund.
            </Trans>
          </p>
        )
      ) : null}
      {access.role === "owner" ? (
        <>
          <p>
            <Trans>
              {name} will write up the consultation. You will find the notes and advice in the consultation summary as
              soon as they are published.
            </Trans>
          </p>
          <div className="call-actions">
            <AppLink className="button button--primary" href={summaryHref}>
              <Trans>See the summary</Trans>
            </AppLink>
            <AppLink className="button" href={`/${locale}/bookings/book/${access.vetId}`}>
              <Trans>Book again with {name}</Trans>
            </AppLink>
          </div>
        </>
      ) : (
        <>
          <p>
            <Trans>Write and publish your notes so that {petName}'s owner receives your advice.</Trans>
          </p>
          <div className="call-actions">
            <AppLink className="button button--primary" href={`${summaryHref}/vet`}>
              <Trans>Write the notes</Trans>
            </AppLink>
            <AppLink className="button" href={`/${locale}/vet/overview`}>
              <Trans>Back to the overview</Trans>
            </AppLink>
          </div>
        </>
      )}
    </section>
  );
}
