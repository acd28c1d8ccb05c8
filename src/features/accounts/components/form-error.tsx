import { useLingui } from "@lingui/react";
import { Alert } from "@/components/ui/alert";
import { accountErrorMessage } from "../utils/account-error-message";

/** The localized message of a failed account call, announced to screen readers. */
export function FormError({ error }: { error: unknown }) {
  const { _ } = useLingui();
  if (error === null || error === undefined) return null;
  return <Alert tone="error">{_(accountErrorMessage(error))}</Alert>;
}
