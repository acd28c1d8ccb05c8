import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Alert } from "@/components/ui/alert";

/**
 * Beside the submit button (where the user is looking) and announced: the server's refusal in the form's words, or,
 * when the form's own check found the problems, a pointer to the fields it marked.
 * Takes focus when no field is marked.
 */
export function FormRefusal({
  refusal,
  messageFor,
  children,
}: {
  refusal: { failure: unknown } | null;
  messageFor: (failure: unknown) => MessageDescriptor;
  /** More about the refusal, under its message (e.g. what is missing elsewhere). */
  children?: ReactNode;
}) {
  const { t, i18n } = useLingui();
  if (refusal === null) return null;
  return (
    <div className="form-refusal" tabIndex={-1}>
      <Alert tone="error">
        <p>{refusal.failure !== null ? i18n._(messageFor(refusal.failure)) : t`Some values need fixing; see the highlighted fields.`}</p>
        {children}
      </Alert>
    </div>
  );
}
