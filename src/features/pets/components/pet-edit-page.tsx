import { useLingui as useLinguiRuntime } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SkeletonBlock } from "@/components/ui/skeleton";
import { useDocumentTitle } from "@/lib/routing/use-document-title";
import { usePet, usePetMutations } from "../api/use-pets";
import { petErrorMessage } from "../utils/pet-errors";
import { PetForm, formValuesOf } from "./pet-form";
import { PetPhotoField } from "./pet-photo-field";
import { reportUnexpectedFailure } from "@/lib/monitoring/report-unexpected-failure";

/** Editing and archiving, for the owner only; the server returns NOT_FOUND to anyone else. */
export function PetEditPage({ petId, onDone }: { petId: string; onDone: (archived: boolean) => void }) {
  const { t } = useLingui();
  const pet = usePet(petId);
  const { updatePet } = usePetMutations();
  const name = pet?.name;
  useDocumentTitle(name ? t`Edit ${name}` : t`Edit pet`);
  if (pet === undefined) return <SkeletonBlock lines={8} label={t`Loading the pet's profile…`} />;
  if (pet.relation !== "owner") {
    return (
      <Alert tone="warning">
        <Trans>Only the pet's owner can change it.</Trans>
      </Alert>
    );
  }
  return (
    <div className="page-stack pet-edit">
      <h1>
        <Trans>Edit {name}</Trans>
      </h1>
      <section className="card">
        <PetPhotoField petId={pet._id} photoUrl={pet.photoUrl} name={pet.name} />
      </section>
      <PetForm
        initial={formValuesOf(pet)}
        submitLabel={t`Save changes`}
        onSubmit={(profile) => updatePet({ petId: pet._id, ...profile })}
        onSaved={() => onDone(false)}
      />
      {!pet.archived ? <ArchiveSection petId={pet._id} name={pet.name} onArchived={() => onDone(true)} /> : null}
    </div>
  );
}

function ArchiveSection({ petId, name, onArchived }: { petId: string; name: string; onArchived: () => void }) {
  const { _ } = useLinguiRuntime();
  const { archivePet } = usePetMutations();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const archive = async () => {
    setPending(true);
    setError(null);
    try {
      await archivePet({ petId });
      onArchived();
    } catch (caught) {
      reportUnexpectedFailure(caught);
      setError(_(petErrorMessage(caught)));
    } finally {
      setPending(false);
    }
  };
  return (
    <section className="card page-stack" aria-labelledby="archive-title">
      <h2 id="archive-title">
        <Trans>Archive {name}</Trans>
      </h2>
      <p>
        <Trans>An archived pet stays on its past consultations but can no longer be booked.</Trans>
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div>
        <Button variant="danger" pending={pending} onClick={() => void archive()}>
          <Trans>Archive this pet</Trans>
        </Button>
      </div>
    </section>
  );
}
