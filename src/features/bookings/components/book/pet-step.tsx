import { Trans, useLingui } from "@lingui/react/macro";
import { AppLink } from "@/components/layout/app-link";
import { ChoiceList } from "@/components/ui/choice-list";
import type { PetSummary } from "./book-types";
import { StepActions } from "./step-actions";
import { StepProblem } from "./step-problem";
import { useStepCompletion } from "./use-step-completion";

type PetStepProps = {
  locale: string;
  pets: PetSummary[];
  chosenPetId: string | null;
  setPetId: (petId: string) => void;
  onBack: () => void;
  onNext: () => void;
};

/** Step 2: which pet the consultation is about (a single pet is preselected). */
export function PetStep({ locale, pets, chosenPetId, setPetId, onBack, onNext }: PetStepProps) {
  const { t } = useLingui();
  const missing =
    pets.length === 0 ? t`Add your pet first, then choose it here.` : chosenPetId === null ? t`Choose the pet the consultation is about.` : null;
  const { sectionRef, problem, continueWith } = useStepCompletion(missing);
  return (
    <section ref={sectionRef} className="card" aria-labelledby="pet-title">
      <h2 id="pet-title">
        <Trans>Which pet is it about?</Trans>
      </h2>
      <StepProblem id="pet-problem" problem={problem} />
      {pets.length === 0 ? (
        <p data-invalid={problem !== null || undefined}>
          <Trans>
            You have no pets yet. <AppLink href={`/${locale}/my-pets`}>Add your pet</AppLink> first.
          </Trans>
        </p>
      ) : (
        <ChoiceList
          name="pet"
          options={pets}
          chosenId={chosenPetId}
          onChoose={(pet) => setPetId(pet._id)}
          labelledBy="pet-title"
          renderLabel={(pet) => pet.name}
          problemId={problem === null ? undefined : "pet-problem"}
        />
      )}
      <StepActions onBack={onBack} onNext={continueWith(onNext)} />
    </section>
  );
}
