import { createHash } from "node:crypto";
import { realpath, rm } from "node:fs/promises";
import { connect, createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** What a running backend tells about itself to whoever connects to its lock (the CLI uses it to reach the backend). */
export type LockInfo = { pid: number; url?: string; siteUrl?: string };

/** The file earlier versions kept the holder's pid in; a pid proves nothing (zombies, reused pids), so it is ignored. */
const LEGACY_LOCK_FILE = "backend.lock";
const SOCKET_FILE = "backend.sock";
const MAX_SOCKET_PATH = 100;
const ANSWER_TIMEOUT_MS = 2_000;

/**
 * The lock is a listening Unix socket: the kernel closes it the instant its holder dies, whether or not
 * the dead process has been reaped, so no pid is ever trusted. On Linux it lives in the abstract
 * namespace (no file left behind); elsewhere it is a socket file in the data folder.
 */
async function lockAddress(dataDir: string): Promise<{ address: string; isFile: boolean }> {
  const folder = await realpath(dataDir);
  const digest = createHash("sha256").update(folder).digest("hex").slice(0, 32);
  if (process.platform === "linux") return { address: `\0local-backend-${digest}`, isFile: false };
  const inFolder = join(folder, SOCKET_FILE);
  return { address: inFolder.length <= MAX_SOCKET_PATH ? inFolder : join(tmpdir(), `local-backend-${digest}.sock`), isFile: true };
}

/** The backend holding the data folder's lock, if one is alive; `pid` 0 when it did not answer in time. */
export async function readLiveLock(dataDir: string): Promise<LockInfo | undefined> {
  let address: string;
  try {
    ({ address } = await lockAddress(dataDir));
  } catch {
    return undefined; // no such folder: nobody holds it
  }
  return await new Promise((resolve) => {
    const socket = connect(address);
    let text = "";
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ pid: 0 });
    }, ANSWER_TIMEOUT_MS);
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("end", () => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(text) as LockInfo);
      } catch {
        resolve({ pid: 0 });
      }
    });
    socket.on("error", () => {
      clearTimeout(timer);
      resolve(undefined);
    });
  });
}

export class DataDirLockedError extends Error {}

function listen(server: Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(address, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

/** One backend per data folder: a second one would interleave writes to the same log. */
export class DataDirLock {
  private released = false;
  private info: LockInfo = { pid: process.pid };

  private constructor(
    private readonly server: Server,
    private readonly address: string,
    private readonly isFile: boolean,
  ) {}

  static async acquire(dataDir: string): Promise<DataDirLock> {
    const { address, isFile } = await lockAddress(dataDir);
    for (let attempt = 0; attempt < 2; attempt++) {
      let lock: DataDirLock | undefined;
      const server = createServer((socket) => socket.end(JSON.stringify(lock?.info ?? { pid: process.pid })));
      try {
        await listen(server, address);
        server.unref();
        lock = new DataDirLock(server, address, isFile);
        await rm(join(dataDir, LEGACY_LOCK_FILE), { force: true });
        return lock;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
      }
      const holder = await readLiveLock(dataDir);
      if (holder !== undefined) {
        const who = [holder.pid > 0 ? `pid ${holder.pid}` : "", holder.url ?? ""].filter(Boolean).join(", ");
        throw new DataDirLockedError(`Another local backend${who === "" ? "" : ` (${who})`} is using ${dataDir}. Stop it first.`);
      }
      // A socket file left by a backend that died: nobody listens on it any more.
      if (isFile) await rm(address, { force: true });
    }
    throw new DataDirLockedError(`Could not lock ${dataDir}`);
  }

  async describe(info: Omit<LockInfo, "pid">): Promise<void> {
    this.info = { pid: process.pid, ...info };
  }

  async release(): Promise<void> {
    if (this.released) return;
    this.released = true;
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    if (this.isFile) await rm(this.address, { force: true });
  }
}
