/// <reference types="vite/client" />
// convex-test needs every module of the functions folder, keyed by path.
// Vite's glob has no extglob support, so "more than one dot" (tests, .d.ts) is excluded by a negative pattern.
export const modules = import.meta.glob(["./**/*.*s", "!./**/*.*.*s"]);
