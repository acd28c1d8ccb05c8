import { config } from "zod";

// zod compiles fast parsers with `new Function` after probing whether eval is allowed. The app's
// Content-Security-Policy forbids eval, and even the caught probe is reported as a violation, so
// zod is told up front to interpret schemas instead. Imported first by main.tsx, before any parse.
config({ jitless: true });
