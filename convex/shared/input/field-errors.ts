import type { z } from "zod";

/** Per-field stable codes, keyed by dotted path ("name", "medications.0.dose"); the UI maps codes to messages. */
export type FieldErrors = Record<string, string>;

/**
 * Runs a schema whose issue messages are stable codes and returns the first code per field,
 * or the parsed value. Shared by the web forms and the Convex functions.
 */
export function checkFields<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): { ok: true; value: z.output<Schema> } | { ok: false; fields: FieldErrors } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join(".") || "_";
    fields[field] ??= issue.message;
  }
  return { ok: false, fields };
}
