import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type InputHTMLAttributes } from "react";
import { FieldFrame } from "@/components/ui/field";
import { passwordStrength } from "../utils/password-strength";

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  label: string;
  error?: string;
  /** A new password gets a strength hint; a current one does not. */
  isNew?: boolean;
  value: string;
};

export function PasswordField({ label, error, isNew = false, value, ...input }: PasswordFieldProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  const strength = passwordStrength(value);
  // A refusal says what is wrong; the strength hint beside it would say it again, or contradict it ("long enough").
  const hint =
    isNew && error === undefined
      ? {
          empty: t`At least 8 characters. A passphrase of 15 or more is best; any characters, spaces included.`,
          "too-short": t`Too short: at least 8 characters.`,
          acceptable: t`Long enough. 15 characters or more would make it stronger.`,
          strong: t`Strong length. Avoid phrases others could guess.`,
        }[strength]
      : undefined;

  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <div className="password-input">
          <input
            {...input}
            id={id}
            value={value}
            className="input"
            type={visible ? "text" : "password"}
            autoComplete={isNew ? "new-password" : "current-password"}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            data-strength={isNew ? strength : undefined}
          />
          <button
            type="button"
            className="button button--ghost button--small"
            aria-pressed={visible}
            aria-label={visible ? t`Hide password` : t`Show password`}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <Trans>Hide</Trans> : <Trans>Show</Trans>}
          </button>
        </div>
      )}
    </FieldFrame>
  );
}
