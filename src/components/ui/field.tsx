import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

type FieldFrameProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  children: (control: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
};

/** Label, hint and error tied to the control by id and aria-describedby. */
export function FieldFrame({ label, hint, error, children }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

type CommonProps = { label: ReactNode; hint?: ReactNode; error?: ReactNode };

export function TextField({ label, hint, error, ...input }: CommonProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <input {...input} id={id} className="input" aria-describedby={describedBy} aria-invalid={invalid || undefined} />
      )}
    </FieldFrame>
  );
}

export function TextAreaField({ label, hint, error, ...textarea }: CommonProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <textarea {...textarea} id={id} className="textarea" aria-describedby={describedBy} aria-invalid={invalid || undefined} />
      )}
    </FieldFrame>
  );
}

export function SelectField({ label, hint, error, children, ...select }: CommonProps & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <select {...select} id={id} className="select" aria-describedby={describedBy} aria-invalid={invalid || undefined}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
