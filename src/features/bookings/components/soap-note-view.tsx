import { Trans } from "@lingui/react/macro";

type SoapNote = { subjective: string; objective: string; assessment: string; plan: string; followUp: string };

/** The vet's published notes, section by section. */
export function SoapNoteView({ note }: { note: SoapNote }) {
  return (
    <dl className="soap-note">
      <dt>
        <Trans>What you told the vet (subjective)</Trans>
      </dt>
      <dd className="preserve-lines">{note.subjective}</dd>
      <dt>
        <Trans>What the vet observed (objective)</Trans>
      </dt>
      <dd className="preserve-lines">{note.objective}</dd>
      <dt>
        <Trans>Assessment</Trans>
      </dt>
      <dd className="preserve-lines">{note.assessment}</dd>
      <dt>
        <Trans>Plan</Trans>
      </dt>
      <dd className="preserve-lines">{note.plan}</dd>
      {note.followUp !== "" ? (
        <>
          <dt>
            <Trans>Follow-up advice</Trans>
          </dt>
          <dd className="preserve-lines">{note.followUp}</dd>
        </>
      ) : null}
    </dl>
  );
}
