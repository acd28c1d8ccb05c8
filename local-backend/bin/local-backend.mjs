#!/usr/bin/env node
// `npm run local-backend -- <command>`: runs the compiled backend (compiled on the first start after
// its sources change), in this process, so this process's pid is the backend's.
import { pathToFileURL } from "node:url";
import { ensureBackendBuild } from "./backend-build.mjs";

const build = await ensureBackendBuild();
await import(pathToFileURL(build.cli).href);
