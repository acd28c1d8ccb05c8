import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

type SoapNote = { subjective: string; objective: string; assessment: string; plan: string; followUp: string };
type SoapSection = keyof SoapNote;

/** Each reader gets headings written for them: the owner reads about "you" and "the vet", the vet their own terms. */
const HEADINGS: Record<"owner" | "vet", Record<SoapSection, ReactNode>> = {
  owner: {
    subjective: <Trans>What you told the vet (subjective)</Trans>,
    objective: <Trans>What the vet observed (objective)</Trans>,
    assessment: <Trans>The vet's assessment</Trans>,
    plan: <Trans>The plan for your pet</Trans>,
    followUp: <Trans>Follow-up advice for you</Trans>,
  },
  vet: {
    subjective: <Trans>Subjective: history and what the owner reported</Trans>,
    objective: <Trans>Objective: what you observed</Trans>,
    assessment: <Trans>Assessment</Trans>,
    plan: <Trans>Plan</Trans>,
    followUp: <Trans>Follow-up advice</Trans>,
  },
};

/** Published notes, section by section, in the words of the one reading them. */
export function SoapNoteView({ note, audience }: { note: SoapNote; audience: "owner" | "vet" }) {
  const headings = HEADINGS[audience];
  const sections: SoapSection[] = ["subjective", "objective", "assessment", "plan", "followUp"];
  return (
    <dl className="soap-note">
      {sections
        .filter((section) => section !== "followUp" || note.followUp !== "")
        .map((section) => (
          <div key={section} className="soap-note__section">
            <dt>{headings[section]}</dt>
            <dd className="preserve-lines">{note[section]}</dd>
          </div>
        ))}
    </dl>
  );
}
