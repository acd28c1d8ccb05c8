import { Trans, useLingui } from "@lingui/react/macro";
import { type ChangeEvent, useState } from "react";
import { photoProblem, uploadPhoto } from "@/lib/files/upload-photo";
import { useVetProfileMutations } from "../api/use-vets";
import { fieldMessage, vetErrorMessage } from "../utils/vet-errors";

export function VetPhotoField({ photoUrl }: { photoUrl: string | null }) {
  const { t, i18n } = useLingui();
  const { generateUploadUrl, attachPhoto } = useVetProfileMutations();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file === undefined) return;
    const problem = photoProblem(file);
    if (problem !== null) {
      setError(i18n._(fieldMessage(problem)!));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const storageId = await uploadPhoto(file, await generateUploadUrl({}));
      await attachPhoto({ storageId });
    } catch (caught) {
      setError(i18n._(vetErrorMessage(caught)));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="field vet-photo-field">
      <span className="field__label">
        <Trans>Photo</Trans>
      </span>
      {photoUrl ? <img className="vet-photo-field__preview" src={photoUrl} alt={t`Your current photo`} width={96} height={96} /> : null}
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
