import { ConvexError } from "convex/values";
import type { z } from "zod";
import { checkFields } from "../../shared/input/field-errors";

/** Server side of the shared validation: the parsed value, or `INVALID_INPUT` with a code per field. */
export function requireValid<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const checked = checkFields(schema, input);
  if (!checked.ok) throw new ConvexError({ code: "INVALID_INPUT", fields: checked.fields });
  return checked.value;
}
