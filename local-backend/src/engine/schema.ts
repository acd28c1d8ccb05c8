import type { SchemaJson } from "./modules.js";
import { indexesOf, userIndex, type SearchIndexDefinition, type TableIndexes, type TableSchema } from "./store.js";
import type { SchemaAccess } from "./transaction.js";
import type { ValidatorJson } from "./validators.js";

type TableDefinition = TableSchema & { validator: ValidatorJson | null };

/** The deployed schema.ts: indexes, search indexes and document validators of each table. */
export class Schema implements SchemaAccess {
  private tables = new Map<string, TableDefinition>();
  private validation = true;

  /** Replaces the schema (null: the functions folder has no schema.ts). */
  load(json: SchemaJson | null): void {
    const tables = new Map<string, TableDefinition>();
    for (const table of json?.tables ?? []) {
      tables.set(table.tableName, {
        indexes: table.indexes.map((index) => userIndex(index.indexDescriptor, index.fields)),
        searchIndexes: table.searchIndexes.map(
          (index): SearchIndexDefinition => ({ name: index.indexDescriptor, searchField: index.searchField, filterFields: index.filterFields }),
        ),
        validator: (table.documentType ?? null) as ValidatorJson | null,
      });
    }
    this.tables = tables;
    this.validation = json?.schemaValidation ?? true;
  }

  tableNames(): string[] {
    return [...this.tables.keys()];
  }

  indexesFor(table: string): TableIndexes {
    return indexesOf(this.tables.get(table));
  }

  /** Documents of tables the schema does not list are never validated, as on Convex. */
  documentValidator(table: string): ValidatorJson | null {
    return this.validation ? (this.tables.get(table)?.validator ?? null) : null;
  }

  searchIndex(table: string, index: string): SearchIndexDefinition | undefined {
    return this.tables.get(table)?.searchIndexes.find((s) => s.name === index);
  }
}
