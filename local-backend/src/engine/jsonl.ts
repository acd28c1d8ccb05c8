import { createReadStream, promises as fsp } from "node:fs";
import { createInterface } from "node:readline";
import { tableNumberOfId } from "./ids.js";
import type { DbState, TableRegistry } from "./store.js";
import type { Doc } from "./values.js";

/**
 * Export and import as JSON Lines: one `{"table": name, "doc": {...}}` per document, documents in
 * Convex JSON encoding with their ids and creation times, tables by name and documents by id, so an
 * export of an import of an export is byte-identical.
 */
export async function writeJsonl(state: DbState, file: string, skipTables: ReadonlySet<string>): Promise<void> {
  const handle = await fsp.open(file, "w");
  try {
    const tables = [...state.tables.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const table of tables) {
      if (skipTables.has(table.name)) continue;
      let chunk = "";
      for (const record of table.records()) {
        chunk += `{"table":${JSON.stringify(table.name)},"doc":${JSON.stringify(record.doc)}}\n`;
        if (chunk.length > 1 << 20) {
          await handle.write(chunk);
          chunk = "";
        }
      }
      if (chunk.length > 0) await handle.write(chunk);
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Reads and checks an export; registers the table numbers its ids carry. */
export async function readJsonl(file: string, registry: TableRegistry): Promise<Array<{ table: string; doc: Doc }>> {
  const rows: Array<{ table: string; doc: Doc }> = [];
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber += 1;
    if (line.trim() === "") continue;
    const row = JSON.parse(line) as { table?: unknown; doc?: unknown };
    const doc = row.doc as Doc | null | undefined;
    if (typeof row.table !== "string" || typeof doc !== "object" || doc === null || typeof doc._id !== "string" || typeof doc._creationTime !== "number") {
      throw new Error(`${file}:${lineNumber}: expected {"table": string, "doc": {"_id": string, "_creationTime": number, ...}}.`);
    }
    const number = tableNumberOfId(doc._id);
    if (number === null) throw new Error(`${file}:${lineNumber}: "${doc._id}" is not a document ID.`);
    registry.register(row.table, number);
    rows.push({ table: row.table, doc });
  }
  return rows;
}
