import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useForm, useStore } from "@tanstack/react-form";
import { checkFields, type FieldErrors } from "@shared/input/field-errors";
import { useLayoutEffect, useMemo, useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import { useClearToasts } from "@/components/ui/toast";
import { firstProblemIn, focusElement } from "@/lib/a11y/focus-when-shown";
import { errorFields } from "@/lib/convex/server-error";
import { reportUnexpectedFailure } from "@/lib/monitoring/report-unexpected-failure";
import { useUnsavedChanges } from "./unsaved-changes";

export type { FieldErrors };

type AppFormOptions<Values, Schema extends z.ZodType, Result> = {
  /** The values the form starts from (what is saved); after a successful save the saved values become them. */
  defaultValues: Values;
  /** What the inputs hold as what the schema reads (e.g. typed text as numbers); the values themselves by default. */
  toInput?: (values: Values) => unknown;
  /** The shared schema the server checks too: the same codes per field on both sides. */
  schema: Schema;
  /** Sends the checked values; a refusal it throws is shown (its `fields` at the fields, the rest under the button). */
  submit: (value: z.output<Schema>) => Promise<Result>;
  onSaved?: (value: z.output<Schema>, result: Result) => void;
  /** The sentence for a field's code (from the schema or the server); `errorAt` shows it. */
  fieldMessage?: (code: string) => MessageDescriptor | undefined;
  /** The fields a refusal is about: the server's `fields` by default; a form whose function names fields by code maps them. */
  fieldsOfRefusal?: (error: unknown) => FieldErrors;
  /** Told of each failed submit, after its problems are set (e.g. to read a refusal out). */
  onRefused?: (fields: FieldErrors, failure: unknown) => void;
  /** After a save, the form starts again from these (a form for new things empties itself); the saved values by default. */
  afterSave?: (saved: Values) => Values;
  /** Whether leaving with unsaved changes asks first (yes by default); not for sign-in, where typed text is no work lost. */
  guardsLeaving?: boolean;
};

/** A failed submit: the codes by field, which of them the server gave, its refusal (null: the schema's), and what was sent. */
type Failure = { fields: FieldErrors; serverFields: FieldErrors; failure: unknown; input: unknown };

/**
 * The one way a form works (over TanStack Form and the shared zod schemas): values and their dirty state,
 * pending while it sends, per-field codes from the schema before sending and from the server's `fields` after,
 * focus on the first problem once per failed submit, and the page's leave guard while changes are unsaved.
 * A field's problem goes away as soon as that field is changed.
 */
export function useAppForm<Values, Schema extends z.ZodType, Result = unknown>({
  defaultValues,
  toInput = (values) => values,
  schema,
  submit,
  onSaved,
  fieldMessage,
  fieldsOfRefusal = errorFields,
  onRefused,
  afterSave = (saved) => saved,
  guardsLeaving = true,
}: AppFormOptions<Values, Schema, Result>) {
  const { i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const [failed, setFailed] = useState<Failure | null>(null);
  const lastFailure = useRef<Failure | null>(null);
  const [justSaved, setJustSaved] = useState(false);
  const clearToasts = useClearToasts();
  // A failure takes down toasts still on screen, so an earlier "saved" never stands beside the new refusal.
  const fail = (failure: Failure) => {
    clearToasts();
    lastFailure.current = failure;
    setFailed(failure);
    onRefused?.(failure.fields, failure.failure);
  };

  // Once per failed submit, as soon as its problems are on screen: the first invalid field, else the refusal.
  useLayoutEffect(() => {
    const problem = failed === null ? null : firstProblemIn(formRef.current);
    if (problem) focusElement(problem);
  }, [failed]);

  const form = useForm({
    defaultValues,
    onSubmit: async ({ value, formApi }) => {
      const input = toInput(value);
      // What only the server knows (a common password, a taken email) stays at its unchanged field through a check
      // that finds other problems: it is not sent, so the server cannot say it again.
      const serverStanding = lastFailure.current === null ? {} : stillStanding(lastFailure.current.serverFields, lastFailure.current.input, input);
      lastFailure.current = null;
      setFailed(null);
      setJustSaved(false);
      const checked = checkFields(schema, input);
      if (!checked.ok) {
        fail({ fields: { ...serverStanding, ...checked.fields }, serverFields: serverStanding, failure: null, input });
        return;
      }
      let result: Result;
      try {
        result = await submit(checked.value);
      } catch (error) {
        reportUnexpectedFailure(error);
        const fields = fieldsOfRefusal(error);
        fail({ fields, serverFields: fields, failure: error, input });
        return;
      }
      leaveGuard.release();
      formApi.reset(afterSave(value));
      setJustSaved(true);
      onSaved?.(checked.value, result);
    },
  });
  const values = useStore(form.store, (state) => state.values);
  const pending = useStore(form.store, (state) => state.isSubmitting);
  const dirty = useStore(form.store, (state) => !state.isDefaultValue);
  const leaveGuard = useUnsavedChanges(guardsLeaving && dirty);
  // "Saved" stands until the form is changed again.
  if (justSaved && dirty) setJustSaved(false);

  const fieldErrors = useMemo(() => (failed === null ? {} : standingErrors(failed, schema, toInput(values))), [failed, schema, values, toInput]);
  // The note beside the button goes once every field it points to is changed; a refusal of the whole request (no
  // field named: a wrong email and password, a rate limit) stays until the next try.
  const pointsToFields = failed !== null && (failed.failure === null || Object.keys(failed.fields).length > 0);
  const refusal = failed === null || (pointsToFields && Object.keys(fieldErrors).length === 0) ? null : { failure: failed.failure };

  return {
    form,
    formRef,
    values,
    pending,
    /** The values differ from the saved ones: leaving the page asks first (see UnsavedChangesGuard). */
    dirty,
    /** The last submit saved, and nothing was changed since: for a notice beside the button (FormSavedNotice). */
    saved: justSaved && !dirty,
    /** The codes of the last failed submit, by dotted path, for the fields not changed since. */
    fieldErrors,
    /** The localized error of one field (its dotted path), for the field component's `error`. */
    errorAt: (path: string): string | undefined => {
      const code = fieldErrors[path];
      const message = code === undefined ? undefined : fieldMessage?.(code);
      return message === undefined ? undefined : i18n._(message);
    },
    /** The last failed submit: `failure` is the server's refusal, null when the schema found the problems. */
    refusal,
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      leaveGuard.whileSaving(form.handleSubmit());
    },
    /** Back to the saved values, problems cleared. */
    discard: () => {
      form.reset();
      lastFailure.current = null;
      setFailed(null);
    },
  };
}

/**
 * The codes of a failed submit that still hold: the field is unchanged, and a code of the form's own check is one the
 * check still gives (a vet's licence field once the owner role is chosen is no longer asked for).
 */
function standingErrors(failed: Failure, schema: z.ZodType, input: unknown): FieldErrors {
  const unchanged = stillStanding(failed.fields, failed.input, input);
  const ownCodes = Object.keys(unchanged).some((path) => failed.serverFields[path] !== unchanged[path]);
  if (!ownCodes) return unchanged;
  const checked = checkFields(schema, input);
  const checkedNow = checked.ok ? {} : checked.fields;
  return Object.fromEntries(Object.entries(unchanged).filter(([path, code]) => failed.serverFields[path] === code || checkedNow[path] === code));
}

function stillStanding(fields: FieldErrors, failedInput: unknown, input: unknown): FieldErrors {
  return Object.fromEntries(
    Object.entries(fields).filter(([path]) => JSON.stringify(valueAt(failedInput, path)) === JSON.stringify(valueAt(input, path))),
  );
}

function valueAt(value: unknown, path: string): unknown {
  if (path === "_") return undefined;
  return path.split(".").reduce<unknown>((at, key) => (typeof at === "object" && at !== null ? (at as Record<string, unknown>)[key] : undefined), value);
}
