import { Trans } from "@lingui/react/macro";
import { AppLink } from "@/components/layout/app-link";
import { ChoiceList } from "@/components/ui/choice-list";
import type { PetSummary } from "./book-types";
import { StepActions } from "./step-actions";

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
  return (
    <section className="card" aria-labelledby="pet-title">
      <h2 id="pet-title">
        <Trans>Which pet is it about?</Trans>
      </h2>
      {pets.length === 0 ? (
        <p>
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
        />
      )}
      <StepActions onBack={onBack} onNext={onNext} nextDisabled={chosenPetId === null} />
    </section>
  );
}
