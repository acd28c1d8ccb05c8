import type { DeploymentAccess } from "../../engine/deployment.js";
import type { Doc } from "../../engine/values.js";
import { toExportJson } from "./export-json.js";
import { writeZip, type ZipEntry } from "./zip.js";

const README = `# Welcome to your Convex snapshot export!

This ZIP file contains a snapshot of the tables in your Convex deployment.

Documents for each table are listed as lines of JSON in
<table_name>/documents.jsonl files.

For details on the format and how to use this snapshot with npx convex import,
check out [the docs](https://docs.convex.dev/database/import-export/import) or
ask us in [Discord](http://convex.dev/community).
`;

const EXTENSIONS: Record<string, string> = {
  "image/png": ".png",
  "image/jpeg": ".jpg",
  "image/gif": ".gif",
  "image/webp": ".webp",
  "image/svg+xml": ".svg",
  "application/pdf": ".pdf",
  "text/plain": ".txt",
  "application/json": ".json",
};

function jsonl(docs: Doc[]): Buffer {
  return Buffer.from(docs.map((doc) => `${toExportJson(doc)}\n`).join(""), "utf8");
}

/**
 * A snapshot export in Convex's ZIP layout: `_tables/documents.jsonl` (name and number of each table),
 * `<table>/documents.jsonl` in export JSON, `<table>/generated_schema.jsonl`, and with `includeStorage`
 * `_storage/documents.jsonl` plus one file per stored blob.
 */
export async function buildSnapshotZip(deployment: DeploymentAccess, includeStorage: boolean): Promise<Buffer> {
  const state = deployment.published();
  const names = [...state.tables.keys()].filter((name) => !name.startsWith("_")).sort();
  const entries: ZipEntry[] = [{ name: "README.md", data: Buffer.from(README) }];
  const tableList = names.map((name) => ({ name, id: deployment.registry.numberOf(name) ?? 0 }));
  entries.push({ name: "_tables/documents.jsonl", data: Buffer.from(tableList.map((table) => `${JSON.stringify(table)}\n`).join("")) });
  for (const name of names) {
    const docs = (state.table(name)?.records() ?? []).map((record) => record.doc);
    entries.push({ name: `${name}/documents.jsonl`, data: jsonl(docs) });
    entries.push({ name: `${name}/generated_schema.jsonl`, data: Buffer.from('"uniform"\n') });
  }
  if (includeStorage) {
    const files = (state.table("_storage")?.records() ?? []).map((record) => record.doc);
    entries.push({ name: "_storage/documents.jsonl", data: jsonl(files) });
    for (const file of files) {
      const blob = await deployment.readBlob(file._id, state);
      if (blob === null) continue;
      const extension = EXTENSIONS[String(file.contentType ?? "").split(";")[0]?.trim() ?? ""] ?? "";
      entries.push({ name: `_storage/${file._id}${extension}`, data: blob.bytes });
    }
  }
  return writeZip(entries);
}
