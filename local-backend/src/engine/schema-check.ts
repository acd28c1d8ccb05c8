import type { SchemaJson } from "./modules.js";
import type { DbState } from "./store.js";
import { validate, type IdChecker, type ValidatorJson } from "./validators.js";

export interface SchemaViolation {
  table: string;
  id: string;
  /** Convex's wording: `Document with ID "…" in table "…" does not match the schema: …` */
  message: string;
}

/** Thrown when a push would activate a schema that documents already in the database break. */
export class SchemaViolationError extends Error {
  constructor(readonly violation: SchemaViolation) {
    super(violation.message);
  }
}

/** The first existing document the schema rejects, checked the way Convex does before a push takes effect. */
export function findSchemaViolation(state: DbState, schema: SchemaJson | null, ids: IdChecker): SchemaViolation | null {
  if (schema === null || !schema.schemaValidation) return null;
  for (const table of schema.tables) {
    const validator = (table.documentType ?? null) as ValidatorJson | null;
    if (validator === null) continue;
    for (const record of state.table(table.tableName)?.records() ?? []) {
      const { _id, _creationTime, ...fields } = record.doc;
      void _creationTime;
      const problem = validate(validator, fields, ids);
      if (problem !== null) {
        const message = `Document with ID "${_id}" in table "${table.tableName}" does not match the schema: ${problem}`;
        return { table: table.tableName, id: _id, message };
      }
    }
  }
  return null;
}
