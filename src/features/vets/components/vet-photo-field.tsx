import { useLingui } from "@lingui/react/macro";
import { PhotoUploadField } from "@/components/ui/photo-upload-field";
import { useVetProfileMutations } from "../api/use-vets";
import { fieldMessage, vetErrorMessage } from "../utils/vet-errors";

/** Changes the vet's own profile photo. */
export function VetPhotoField({ photoUrl }: { photoUrl: string | null }) {
  const { t, i18n } = useLingui();
  const { generateUploadUrl, attachPhoto } = useVetProfileMutations();
  return (
    <PhotoUploadField
      className="vet-photo-field"
      photoUrl={photoUrl}
      preview={{ alt: t`Your current photo`, className: "vet-photo-field__preview", size: 96 }}
      generateUploadUrl={() => generateUploadUrl({ purpose: "vetPhoto" })}
      attach={(storageId) => attachPhoto({ storageId })}
      problemMessage={(problem) => i18n._(fieldMessage(problem)!)}
      errorMessage={(caught) => i18n._(vetErrorMessage(caught))}
    />
  );
}
