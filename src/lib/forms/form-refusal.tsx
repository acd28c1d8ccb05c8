import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { Alert } from "@/components/ui/alert";

/**
 * Beside the submit button (where the user is looking) and announced: the server's refusal in the form's words, or,
 * when the problems are shown at their fields (found by the form's check or named by the server), a pointer to them.
 * Takes focus when no field is marked.
 */
export function FormRefusal({
  refusal,
  messageFor,
}: {
  refusal: { failure: unknown; atFields?: boolean } | null;
  messageFor: (failure: unknown) => MessageDescriptor;
}) {
  const { t, i18n } = useLingui();
  if (refusal === null) return null;
  return (
    <div className="form-refusal" tabIndex={-1}>
      <Alert tone="error">
        {refusal.failure !== null && !refusal.atFields
          ? i18n._(messageFor(refusal.failure))
          : t`Some values need fixing; see the highlighted fields.`}
      </Alert>
    </div>
  );
}
