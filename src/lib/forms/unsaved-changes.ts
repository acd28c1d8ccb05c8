import { createContext, useCallback, useContext, useEffect, useState } from "react";

/** The forms of the page that hold unsaved changes; the page's one leave guard asks while any does. */
export type UnsavedForms = {
  hold: (form: symbol) => void;
  release: (form: symbol) => void;
  /** A save of this form is under way: leaving meanwhile waits for it, and asks only if the changes are still unsaved. */
  saving: (form: symbol, save: Promise<unknown>) => void;
};

export const UnsavedFormsContext = createContext<UnsavedForms | null>(null);

export type LeaveGuardHandle = {
  /** For the moment a save succeeds: the form is clean before the next render, so a navigation right after saving (back to the list) is not asked about. */
  release: () => void;
  /** Tells the guard a save is under way (Save pressed, then a link right away: no question unless the save fails). */
  whileSaving: (save: Promise<unknown>) => void;
};

/**
 * Joins the page's leave guard while `dirty`. Outside a guard (a component test without the layout) it does nothing.
 */
export function useUnsavedChanges(dirty: boolean): LeaveGuardHandle {
  const forms = useContext(UnsavedFormsContext);
  const [form] = useState(() => Symbol("form"));
  useEffect(() => {
    if (forms === null || !dirty) return;
    forms.hold(form);
    return () => forms.release(form);
  }, [forms, dirty, form]);
  const release = useCallback(() => forms?.release(form), [forms, form]);
  const whileSaving = useCallback((save: Promise<unknown>) => forms?.saving(form, save), [forms, form]);
  return { release, whileSaving };
}
