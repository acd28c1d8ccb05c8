import { useLingui } from "@lingui/react/macro";
import { PhotoUploadField } from "@/components/ui/photo-upload-field";
import { usePetMutations } from "../api/use-pets";
import { petErrorMessage, petFieldMessage } from "../utils/pet-errors";

/** Changes an existing pet's photo. */
export function PetPhotoField({ petId, photoUrl, name }: { petId: string; photoUrl: string | null; name: string }) {
  const { t, i18n } = useLingui();
  const { generateUploadUrl, attachPhoto } = usePetMutations();
  return (
    <PhotoUploadField
      className="pet-photo-field"
      photoUrl={photoUrl}
      preview={{ alt: t`Photo of ${name}`, className: "pet-photo", size: 120 }}
      generateUploadUrl={() => generateUploadUrl({ purpose: "petPhoto" })}
      attach={(storageId) => attachPhoto({ petId, storageId })}
      problemMessage={(problem) => i18n._(petFieldMessage(problem)!)}
      errorMessage={(caught) => i18n._(petErrorMessage(caught))}
    />
  );
}
