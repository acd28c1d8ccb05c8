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

function* checkDocuments(state: DbState, schema: SchemaJson | null, ids: IdChecker): Generator<undefined, SchemaViolation | null> {
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
      yield undefined;
    }
  }
  return null;
}

/** The first existing document the schema rejects, checked the way Convex does before a push takes effect. */
export function findSchemaViolation(state: DbState, schema: SchemaJson | null, ids: IdChecker): SchemaViolation | null {
  const check = checkDocuments(state, schema, ids);
  for (;;) {
    const step = check.next();
    if (step.done === true) return step.value;
  }
}

const DOCUMENTS_PER_SLICE = 2_000;

/** The same check, in slices that leave the event loop free for other requests (a push of a large database). */
export async function findSchemaViolationGradually(state: DbState, schema: SchemaJson | null, ids: IdChecker): Promise<SchemaViolation | null> {
  const check = checkDocuments(state, schema, ids);
  for (let checked = 1; ; checked++) {
    const step = check.next();
    if (step.done === true) return step.value;
    if (checked % DOCUMENTS_PER_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
  }
}
