import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldFrame } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { photoProblem, uploadPhoto } from "@/lib/files/upload-photo";
import { usePetMutations } from "../api/use-pets";
import { petFieldMessage } from "../utils/pet-errors";
import { PetForm, emptyPetForm } from "./pet-form";

/**
 * Adds a pet, then its photo if one was chosen. The pet exists even if the photo step fails, so the form always
 * moves on to it (a second press would add the pet twice) and says where to try the photo again.
 */
export function NewPetForm({ onCreated, onCancel }: { onCreated: (petId: string) => void; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const { createPet, generateUploadUrl, attachPhoto } = usePetMutations();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const showToast = useToast();

  return (
    <PetForm
      initial={emptyPetForm}
      submitLabel={t`Add pet`}
      onSubmit={async (input) => {
        const petId = await createPet(input);
        if (photo !== null) {
          try {
            const storageId = await uploadPhoto(photo, await generateUploadUrl({ purpose: "petPhoto" }));
            await attachPhoto({ petId, storageId });
          } catch {
            const petName = input.name;
            showToast(t`${petName} was added, but the photo could not be saved. You can add it from Edit.`, "error");
          }
        }
        return petId;
      }}
      onSaved={onCreated}
      extraFields={
        <>
          <FieldFrame label={t`Photo (optional)`} hint={t`JPEG, PNG or WebP, at most 5 MB.`} error={photoError ?? undefined}>
            {({ id, describedBy, invalid }) => (
              <input
                id={id}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                onChange={(event) => {
                  const file = event.target.files?.[0] ?? null;
                  const problem = file === null ? null : photoProblem(file);
                  setPhotoError(problem === null ? null : i18n._(petFieldMessage(problem)!));
                  setPhoto(problem === null ? file : null);
                }}
              />
            )}
          </FieldFrame>
          <Button variant="ghost" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        </>
      }
    />
  );
}
