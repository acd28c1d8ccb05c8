import { LocalEngine } from "./engine.js";
import type { Engine, EngineOptions } from "./types.js";

export type * from "./types.js";

/** Opens (or creates) the database in `options.dataDir` and loads the functions folder. */
export async function openEngine(options: EngineOptions): Promise<Engine> {
  const engine = new LocalEngine(options);
  await engine.start();
  return engine;
}
