import type { ReactNode } from "react";

/**
 * Beside the submit button, where the user is looking, instead of a notice floating over the page (which covered the
 * card form's fields on a phone): says the form was saved until it is changed again. The region is always there, so
 * the words are announced when they appear.
 */
export function FormSavedNotice({ saved, children }: { saved: boolean; children: ReactNode }) {
  return (
    <p className="form-saved" role="status">
      {saved ? children : null}
    </p>
  );
}
