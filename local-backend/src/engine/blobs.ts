import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, promises as fsp } from "node:fs";
import path from "node:path";

/** Content-addressed file storage: blobs live in `<dataDir>/blobs/<sha256 hex>`. */
export class BlobStore {
  private readonly dir: string;
  private readonly uploadTokens = new Map<string, number>();

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, "blobs");
    mkdirSync(this.dir, { recursive: true });
  }

  /** Writes the bytes durably; returns the sha256 as Convex reports it (base64). */
  async put(bytes: Uint8Array): Promise<{ sha256: string; size: number }> {
    const digest = createHash("sha256").update(bytes).digest();
    const file = path.join(this.dir, digest.toString("hex"));
    if (!existsSync(file)) {
      const temp = `${file}.${randomBytes(4).toString("hex")}.tmp`;
      const handle = await fsp.open(temp, "w");
      try {
        await handle.write(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fsp.rename(temp, file);
    }
    return { sha256: digest.toString("base64"), size: bytes.byteLength };
  }

  async get(sha256Base64: string): Promise<Buffer | null> {
    const file = path.join(this.dir, Buffer.from(sha256Base64, "base64").toString("hex"));
    return fsp.readFile(file).catch(() => null);
  }

  /** A one-time upload token, valid for an hour (like Convex's upload URLs). */
  newUploadToken(): string {
    const token = randomBytes(24).toString("base64url");
    this.uploadTokens.set(token, Date.now() + 60 * 60 * 1000);
    return token;
  }

  consumeUploadToken(token: string): boolean {
    const expiry = this.uploadTokens.get(token);
    this.uploadTokens.delete(token);
    return expiry !== undefined && expiry > Date.now();
  }
}
