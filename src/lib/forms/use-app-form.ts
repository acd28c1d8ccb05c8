import { useForm, useStore } from "@tanstack/react-form";
import { checkFields, type FieldErrors } from "@shared/input/field-errors";
import { useLayoutEffect, useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import { firstProblemIn, focusElement } from "@/lib/a11y/focus-when-shown";
import { errorFields } from "@/lib/convex/server-error";

export type { FieldErrors };

type AppFormOptions<Values, Schema extends z.ZodType> = {
  /** The values the form starts from (what is saved); after a successful save the saved values become them. */
  defaultValues: Values;
  /** What the inputs hold as what the schema reads (e.g. typed text as numbers); the values themselves by default. */
  toInput?: (values: Values) => unknown;
  /** The shared schema the server checks too: the same codes per field on both sides. */
  schema: Schema;
  /** Sends the checked values; a refusal it throws is shown (its `fields` at the fields, the rest under the button). */
  submit: (value: z.output<Schema>) => Promise<unknown>;
  onSaved?: (value: z.output<Schema>) => void;
};

/**
 * The one way a form works (over TanStack Form and the shared zod schemas): values and their dirty state,
 * pending while it sends, per-field codes from the schema before sending and from the server's `fields` after,
 * and focus on the first problem once per failed submit.
 */
export function useAppForm<Values, Schema extends z.ZodType>({
  defaultValues,
  toInput = (values) => values,
  schema,
  submit,
  onSaved,
}: AppFormOptions<Values, Schema>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<{ failure: unknown } | null>(null);

  const fail = (fields: FieldErrors, failure: unknown) => {
    setFieldErrors(fields);
    setRefusal({ failure });
  };
  // Once per failed submit, as soon as its problems are on screen: the first invalid field, else the refusal.
  useLayoutEffect(() => {
    const problem = refusal === null ? null : firstProblemIn(formRef.current);
    if (problem) focusElement(problem);
  }, [refusal]);

  const form = useForm({
    defaultValues,
    onSubmit: async ({ value, formApi }) => {
      setRefusal(null);
      const checked = checkFields(schema, toInput(value));
      if (!checked.ok) {
        fail(checked.fields, null);
        return;
      }
      try {
        await submit(checked.value);
      } catch (error) {
        fail(errorFields(error), error);
        return;
      }
      setFieldErrors({});
      formApi.reset(value);
      onSaved?.(checked.value);
    },
  });
  const values = useStore(form.store, (state) => state.values);
  const pending = useStore(form.store, (state) => state.isSubmitting);
  const dirty = useStore(form.store, (state) => !state.isDefaultValue);

  return {
    form,
    formRef,
    values,
    pending,
    /** The values differ from the saved ones: leaving asks first (see UnsavedChangesGuard). */
    dirty,
    fieldErrors,
    refusal,
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      void form.handleSubmit();
    },
    /** Back to the saved values, problems cleared. */
    discard: () => {
      form.reset();
      setFieldErrors({});
      setRefusal(null);
    },
  };
}
