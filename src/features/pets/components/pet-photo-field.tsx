import { Trans, useLingui } from "@lingui/react/macro";
import { type ChangeEvent, useState } from "react";
import { photoProblem, uploadPhoto } from "@/lib/files/upload-photo";
import { usePetMutations } from "../api/use-pets";
import { petErrorMessage, petFieldMessage } from "../utils/pet-errors";

/** Changes an existing pet's photo: checked in the browser first, then by the server from the file's bytes. */
export function PetPhotoField({ petId, photoUrl, name }: { petId: string; photoUrl: string | null; name: string }) {
  const { t, i18n } = useLingui();
  const { generateUploadUrl, attachPhoto } = usePetMutations();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file === undefined) return;
    const problem = photoProblem(file);
    if (problem !== null) {
      setError(i18n._(petFieldMessage(problem)!));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const storageId = await uploadPhoto(file, await generateUploadUrl({}));
      await attachPhoto({ petId, storageId });
    } catch (caught) {
      setError(i18n._(petErrorMessage(caught)));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="field pet-photo-field">
      <span className="field__label">
        <Trans>Photo</Trans>
      </span>
      {photoUrl ? <img className="pet-photo" src={photoUrl} alt={t`Photo of ${name}`} width={120} height={120} /> : null}
      <label className="button button--small">
        {pending ? t`Uploading…` : photoUrl ? t`Change photo` : t`Add a photo`}
        <input
          className="visually-hidden"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={pending}
          onChange={(event) => void onFile(event)}
        />
      </label>
      <span className="field__hint">
        <Trans>JPEG, PNG or WebP, at most 5 MB.</Trans>
      </span>
      {error ? (
        <span className="field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
