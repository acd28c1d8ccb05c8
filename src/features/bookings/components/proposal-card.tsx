import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "convex/react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { formatConsultationTime } from "@/lib/format/date-time";
import { useViewerTimeZone } from "@/lib/format/use-viewer-time-zone";
import { api } from "../../../../convex/_generated/api";
import { useCommandKey } from "../hooks/use-command-key";
import { bookingErrorMessage } from "../utils/booking-error-message";
import { reportUnexpectedFailure } from "@/lib/monitoring/report-unexpected-failure";

type Proposal = { startsAt: number; endsAt: number; note: string };

export const PROPOSAL_TITLE_ID = "proposal-title";

/** A new time the vet proposed: the owner accepts or keeps the booked time; the vet sees that an answer is awaited. */
export function ProposalCard({
  bookingId,
  proposal,
  viewerIs,
  vetName,
  ownerName,
}: {
  bookingId: string;
  proposal: Proposal;
  viewerIs: "owner" | "vet";
  vetName: string;
  ownerName: string;
}) {
  const { t, i18n } = useLingui();
  const timeZone = useViewerTimeZone();
  const toast = useToast();
  const answer = useMutation(api.bookings.answerProposal);
  const { commandKey, renew } = useCommandKey();
  const [pending, setPending] = useState<"accept" | "decline" | null>(null);
  const [error, setError] = useState<unknown>(null);
  const when = formatConsultationTime(proposal.startsAt, proposal.endsAt, i18n.locale, timeZone);
  const note = proposal.note;

  const respond = async (accept: boolean) => {
    setPending(accept ? "accept" : "decline");
    setError(null);
    try {
      await answer({ bookingId, commandKey, accept });
      toast(accept ? t`Your consultation was moved to the new time.` : t`You kept the booked time. ${vetName} is told.`);
    } catch (caught) {
      reportUnexpectedFailure(caught);
      setError(caught);
    } finally {
      renew();
      setPending(null);
    }
  };

  return (
    <section className="card proposal-card" aria-labelledby={PROPOSAL_TITLE_ID}>
      <h2 id={PROPOSAL_TITLE_ID}>
        {viewerIs === "owner" ? <Trans>{vetName} proposes a new time</Trans> : <Trans>Waiting for {ownerName}'s answer</Trans>}
      </h2>
      <p>
        <strong data-testid="proposed-when">{when}</strong>
      </p>
      {note !== "" ? (
        <p className="preserve-lines">
          <Trans>Message: {note}</Trans>
        </p>
      ) : null}
      {error !== null ? <Alert tone="error">{i18n._(bookingErrorMessage(error))}</Alert> : null}
      {viewerIs === "owner" ? (
        <div className="form-actions">
          <Button onClick={() => void respond(false)} pending={pending === "decline"} disabled={pending !== null}>
            <Trans>Keep the booked time</Trans>
          </Button>
          <Button variant="primary" onClick={() => void respond(true)} pending={pending === "accept"} disabled={pending !== null}>
            <Trans>Accept the new time</Trans>
          </Button>
        </div>
      ) : (
        <p className="muted">
          <Trans>You proposed this time. Until the owner accepts, the consultation stays at its booked time.</Trans>
        </p>
      )}
    </section>
  );
}
