import type { LoadedModules } from "./modules.js";
import type { SchemaViolation } from "./schema-check.js";
import type { DbState, TableRegistry } from "./store.js";
import type { Transaction } from "./transaction.js";
import type { FunctionRunReport } from "./types.js";

/**
 * What the admin endpoints of a self-hosted deployment (`npx convex dev/deploy/env/logs/export/import`)
 * need from the engine, beyond running functions.
 */
export interface DeploymentAccess {
  /** `<dataDir>/modules`: build directories, pushed ones included */
  readonly buildsDir: string;
  readonly registry: TableRegistry;
  /** imports a pushed build without activating it (module-level errors throw) */
  stagePushedBuild(dir: string): Promise<LoadedModules>;
  /** checks the documents against the staged schema, activates the code, persists which build is deployed */
  activatePush(modules: LoadedModules): Promise<void>;
  currentModules(): LoadedModules | null;
  isServingPush(): boolean;
  /** the first existing document the schema would reject, read at the latest snapshot */
  checkSchema(schema: LoadedModules["schema"]): Promise<SchemaViolation | null>;
  published(): DbState;
  onFunctionRun(listener: (report: FunctionRunReport) => void): () => void;
  systemMutation<T>(body: (txn: Transaction) => T): Promise<T>;
  readBlob(storageId: string, state: DbState): Promise<{ bytes: Buffer; contentType: string | null } | null>;
  /** stores bytes content-addressed; returns the sha256 (base64) and size a `_storage` document records */
  putBlob(bytes: Uint8Array): Promise<{ sha256: string; size: number }>;
  env: { get(name: string): string | undefined; set(name: string, value: string): Promise<void>; remove(name: string): Promise<void>; list(): Record<string, string> };
}
