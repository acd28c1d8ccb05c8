import { BlobStore } from "./blobs.js";
import type { StoredFile } from "./execution.js";
import type { DbState, TableRegistry } from "./store.js";
import type { Transaction } from "./transaction.js";
import type { JsonObject } from "./values.js";

export const STORAGE = "_storage";

const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  "Access-Control-Allow-Headers": "*",
};

/**
 * Convex file storage: `_storage` documents (sha256 in base64, size, contentType) describing
 * content-addressed blobs, upload URLs with one-time tokens, and download URLs, all on the site port.
 */
export class FileStorage {
  private readonly blobs: BlobStore;

  constructor(
    dataDir: string,
    private readonly siteUrl: string,
    private readonly registry: TableRegistry,
    private readonly systemMutation: <T>(body: (txn: Transaction) => T) => Promise<T>,
  ) {
    this.blobs = new BlobStore(dataDir);
  }

  /** Stores the bytes and records them, in `txn` when given (a mutation), else in a commit of its own. */
  async store(bytes: Uint8Array, contentType: string | null, txn: Transaction | null): Promise<string> {
    const { sha256, size } = await this.blobs.put(bytes);
    const fields: JsonObject = contentType === null ? { sha256, size } : { sha256, size, contentType };
    if (txn !== null) return txn.insertSystem(STORAGE, fields);
    return this.systemMutation((t) => t.insertSystem(STORAGE, fields));
  }

  /** Stores bytes without a `_storage` record (snapshot import writes the record itself). */
  putBytes(bytes: Uint8Array): Promise<{ sha256: string; size: number }> {
    return this.blobs.put(bytes);
  }

  metadata(storageId: string, state: DbState): StoredFile | null {
    if (this.registry.tableOfId(storageId) !== STORAGE) return null;
    const doc = state.table(STORAGE)?.get(storageId)?.doc;
    if (doc === undefined) return null;
    return { storageId, sha256: doc.sha256 as string, size: doc.size as number, contentType: (doc.contentType as string | undefined) ?? null };
  }

  async read(storageId: string, state: DbState): Promise<{ bytes: Buffer; contentType: string | null } | null> {
    const metadata = this.metadata(storageId, state);
    if (metadata === null) return null;
    const bytes = await this.blobs.get(metadata.sha256);
    return bytes === null ? null : { bytes, contentType: metadata.contentType };
  }

  /** Deletes the record; the blob stays (other records may share its content). */
  delete(txn: Transaction, storageId: string): void {
    if (this.registry.tableOfId(storageId) !== STORAGE) throw new Error(`Invalid storage ID: "${storageId}".`);
    if (txn.state.table(STORAGE)?.get(storageId) !== undefined) txn.delete(STORAGE, storageId);
  }

  uploadUrl(): string {
    return `${this.siteUrl}/api/storage/upload?token=${this.blobs.newUploadToken()}`;
  }

  downloadUrl(storageId: string): string {
    return `${this.siteUrl}/api/storage/${storageId}`;
  }

  /** Answers the storage routes of the site port; null for any other request. */
  async handle(request: Request, url: URL, state: () => DbState): Promise<Response | null> {
    if (!url.pathname.startsWith("/api/storage/")) return null;
    if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: CORS_HEADERS });
    if (url.pathname === "/api/storage/upload" && request.method === "POST") {
      if (!this.blobs.consumeUploadToken(url.searchParams.get("token") ?? "")) {
        return Response.json({ code: "InvalidUploadToken", message: "This upload URL has expired or was already used." }, { status: 401, headers: CORS_HEADERS });
      }
      const bytes = new Uint8Array(await request.arrayBuffer());
      const storageId = await this.store(bytes, request.headers.get("content-type"), null);
      return Response.json({ storageId }, { headers: CORS_HEADERS });
    }
    if (request.method !== "GET" && request.method !== "HEAD") return null;
    const file = await this.read(decodeURIComponent(url.pathname.slice("/api/storage/".length)), state());
    if (file === null) return new Response("File not found", { status: 404, headers: CORS_HEADERS });
    const headers: Record<string, string> = { ...CORS_HEADERS, "Content-Length": String(file.bytes.length), "Cache-Control": "private, max-age=2592000" };
    if (file.contentType !== null) headers["Content-Type"] = file.contentType;
    return new Response(request.method === "HEAD" ? null : new Uint8Array(file.bytes), { headers });
  }
}
