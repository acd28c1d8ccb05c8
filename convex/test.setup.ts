/// <reference types="vite/client" />
// convex-test needs every module of the functions folder, keyed by path.
export const modules = import.meta.glob("./**/!(*.*.*)*.*s");
