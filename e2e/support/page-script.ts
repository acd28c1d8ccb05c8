/**
 * Page-side code for `addInitScript`, safe whichever transpiler loaded the calling file. Playwright's own
 * loader (the e2e tests) passes functions through as written; tsx (the benches) compiles with esbuild's
 * keepNames, which wraps every named inner function in an `__name(...)` helper that only exists in Node.
 * In the page that helper is missing, the script throws at once and installs nothing, silently.
 */
export function initScriptOf(pageSide: () => void): string {
  return `var __name = (target) => target;\n(${pageSide.toString()})();`;
}
