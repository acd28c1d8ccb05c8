import { Trans, useLingui } from "@lingui/react/macro";
import { type ChangeEvent, useId, useState } from "react";
import { PHOTO_TYPES, photoProblem, uploadPhoto, type PhotoProblem } from "@/lib/files/upload-photo";
import type { Id } from "../../../convex/_generated/dataModel";
import { reportUnexpectedFailure } from "@/lib/monitoring/report-unexpected-failure";
import { useToast } from "./toast";

/**
 * Changes a stored photo: checked in the browser first (type, size), uploaded to a one-time URL, then attached by
 * the feature's own mutation, which checks the file's bytes again on the server.
 */
export function PhotoUploadField({
  className,
  photoUrl,
  preview,
  generateUploadUrl,
  attach,
  problemMessage,
  errorMessage,
}: {
  className: string;
  photoUrl: string | null;
  preview: { alt: string; className: string; size: number };
  generateUploadUrl: () => Promise<string>;
  attach: (storageId: Id<"_storage">) => Promise<unknown>;
  problemMessage: (problem: PhotoProblem) => string;
  errorMessage: (caught: unknown) => string;
}) {
  const { t } = useLingui();
  const hintId = useId();
  const errorId = useId();
  const showToast = useToast();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file === undefined) return;
    const problem = photoProblem(file);
    if (problem !== null) {
      setError(problemMessage(problem));
      return;
    }
    setPending(true);
    setError(null);
    try {
      await attach(await uploadPhoto(file, await generateUploadUrl()));
      // The new photo shows at once; this says so to someone who cannot see it.
      showToast(t`Photo saved.`);
    } catch (caught) {
      reportUnexpectedFailure(caught);
      setError(errorMessage(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className={`field ${className}`}>
      <span className="field__label">
        <Trans>Photo</Trans>
      </span>
      {photoUrl ? (
        <img className={preview.className} src={photoUrl} alt={preview.alt} width={preview.size} height={preview.size} />
      ) : null}
      <label className="button button--small">
        {pending ? t`Uploading…` : photoUrl ? t`Change photo` : t`Add a photo`}
        <input
          className="visually-hidden"
          type="file"
          accept={PHOTO_TYPES.join(",")}
          // Not disabled while uploading: that would drop the focus to the page's top. A press meanwhile opens nothing.
          aria-disabled={pending || undefined}
          aria-busy={pending || undefined}
          onClick={(event) => {
            if (pending) event.preventDefault();
          }}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          onChange={(event) => void onFile(event)}
        />
      </label>
      <span id={hintId} className="field__hint">
        <Trans>JPEG, PNG or WebP, at most 5 MB.</Trans>
      </span>
      {error ? (
        <span id={errorId} className="field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
