/**
 * zod compiles fast parsers with `new Function` after probing whether eval is allowed. The app's
 * Content-Security-Policy forbids eval, and even the caught probe is reported as a violation, so
 * zod is told up front to interpret schemas instead. zod 4 keeps its configuration on
 * `globalThis.__zod_globalConfig`; setting it there configures every zod the app loads later
 * without putting zod itself into the first page's download. Imported first by main.tsx.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
