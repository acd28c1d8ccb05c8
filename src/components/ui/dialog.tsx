import { useEffect, useId, useRef, type ReactNode } from "react";
import { wrapTabFocus } from "./focus-wrap";

type DialogProps = {
  title: ReactNode;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A modal on the native <dialog>: the browser makes the page behind it inert, Tab cycles through
 * the dialog's controls, and focus goes back to where it was when the dialog closes.
 */
export function Dialog({ title, closeLabel, onClose, children }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // The browser would start on the first button, the close ×: start where the dialog's task starts instead.
    dialog.querySelector<HTMLElement>(".dialog__body input, .dialog__body select, .dialog__body textarea, .dialog__body button")?.focus();
    return () => {
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => wrapTabFocus(event.currentTarget, event)}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="dialog__header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="button button--ghost" onClick={onClose} aria-label={closeLabel}>
          ×
        </button>
      </div>
      <div className="dialog__body">{children}</div>
    </dialog>
  );
}
