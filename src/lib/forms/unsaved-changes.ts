import { createContext, useCallback, useContext, useEffect, useState } from "react";

/** The forms of the page that hold unsaved changes; the page's one leave guard asks while any does. */
export type UnsavedForms = { hold: (form: symbol) => void; release: (form: symbol) => void };

export const UnsavedFormsContext = createContext<UnsavedForms | null>(null);

/**
 * Joins the page's leave guard while `dirty`. Returns `release`, for the moment a save succeeds: the form is clean
 * before the next render, so a navigation right after saving (back to the list) is not asked about.
 * Outside a guard (a component test without the layout) it does nothing.
 */
export function useUnsavedChanges(dirty: boolean): () => void {
  const forms = useContext(UnsavedFormsContext);
  const [form] = useState(() => Symbol("form"));
  useEffect(() => {
    if (forms === null || !dirty) return;
    forms.hold(form);
    return () => forms.release(form);
  }, [forms, dirty, form]);
  return useCallback(() => forms?.release(form), [forms, form]);
}
