import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

const LOCK_FILE = "backend.lock";

/** What a running backend records about itself in its data folder (the CLI uses it to reach the backend). */
export type LockInfo = { pid: number; url?: string; siteUrl?: string };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export async function readLiveLock(dataDir: string): Promise<LockInfo | undefined> {
  let info: LockInfo;
  try {
    info = JSON.parse(await readFile(join(dataDir, LOCK_FILE), "utf8")) as LockInfo;
  } catch {
    return undefined;
  }
  return typeof info.pid === "number" && isAlive(info.pid) ? info : undefined;
}

export class DataDirLockedError extends Error {}

/**
 * One backend per data folder: a second one would interleave writes to the same log. A lock left by a
 * process that no longer exists (kill -9) is taken over.
 */
export class DataDirLock {
  private released = false;

  private constructor(private readonly path: string) {}

  static async acquire(dataDir: string): Promise<DataDirLock> {
    const path = join(dataDir, LOCK_FILE);
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        await writeFile(path, JSON.stringify({ pid: process.pid } satisfies LockInfo), { flag: "wx", mode: 0o600 });
        return new DataDirLock(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const holder = await readLiveLock(dataDir);
      if (holder !== undefined) {
        throw new DataDirLockedError(
          `Another local backend (pid ${holder.pid}${holder.url ? `, ${holder.url}` : ""}) is using ${dataDir}. Stop it first.`,
        );
      }
      await rm(path, { force: true });
    }
    throw new DataDirLockedError(`Could not lock ${dataDir}`);
  }

  async describe(info: Omit<LockInfo, "pid">): Promise<void> {
    await writeFile(this.path, JSON.stringify({ pid: process.pid, ...info } satisfies LockInfo), { mode: 0o600 });
  }

  async release(): Promise<void> {
    if (this.released) return;
    this.released = true;
    await rm(this.path, { force: true });
  }
}
