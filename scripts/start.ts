import type { ChildProcess } from "node:child_process";
import { ConvexHttpClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { readAdminKey } from "../local-backend/src/server/deployment-secrets";
import { runToCompletion, startPart, waitForUrl } from "./lib/child-process";

/**
 * `npm start`: the local backend, the signaling server and the web app, with demo data on the
 * first start. `npm run dev` is the Convex workflow: the backend as a self-hosted deployment,
 * `npx convex dev` pushing convex/ to it on every change, and Vite with hot reload.
 */
const dev = process.argv.includes("--dev");
// VETLINE_PORT_OFFSET shifts every port, e.g. to run a second copy beside this one.
const portOffset = Number(process.env.VETLINE_PORT_OFFSET ?? 0);
const ports = { backend: 3210 + portOffset, backendSite: 3211 + portOffset, peer: 9000 + portOffset, web: 5173 + portOffset };
const backendUrl = `http://127.0.0.1:${ports.backend}`;
const webUrl = `http://127.0.0.1:${ports.web}`;
const dataDir = process.env.VETLINE_DATA_DIR ?? ".data";
const tsx = "node_modules/.bin/tsx";
const parts: ChildProcess[] = [];

function stopAll(code: number): never {
  for (const part of parts) part.kill("SIGTERM");
  process.exit(code);
}
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

// npm start serves convex/ as it is; npm run dev serves what `npx convex dev` pushed (convex/ until the first push).
// The compiled backend (built once per change of its sources), not TypeScript compiled on every start.
const backendCli = "local-backend/bin/local-backend.mjs";
const backendArgs = [backendCli, "start", ...(dev ? [] : ["--functions", "convex"]), "--data", dataDir];
// The default ports are the deployment .env.local points `npx convex` at (a shifted copy leaves it alone).
if (portOffset === 0) backendArgs.push("--self-hosted-env", ".env.local");
backendArgs.push("--port", String(ports.backend), "--site-port", String(ports.backendSite), "--app-url", webUrl);
const backend = startPart("backend", process.execPath, backendArgs);
parts.push(backend);
parts.push(startPart("signaling", tsx, ["scripts/peer-server.ts"], { PEER_PORT: String(ports.peer) }));

if (!dev) {
  const build = await runToCompletion("node_modules/.bin/vite", ["build", "--logLevel", "error"]);
  if (build.code !== 0) {
    console.error("The web app did not build; see the errors above.");
    stopAll(1);
  }
}
const webEnv = { APP_PORT: String(ports.web), CONVEX_URL: backendUrl, PEER_PORT: String(ports.peer), VITE_CONVEX_URL: backendUrl };
parts.push(dev ? startPart("web", "node_modules/.bin/vite", ["--port", String(ports.web)], webEnv) : startPart("web", tsx, ["scripts/serve-app.ts"], webEnv));

try {
  await waitForUrl(`${backendUrl}/version`, 120_000, backend);
  if (dev) parts.push(await startConvexDev());
  await waitForUrl(webUrl, 60_000);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
}

/** `npx convex dev` against this backend (the variables win over whatever .env.local names). */
async function startConvexDev(): Promise<ChildProcess> {
  const adminKey = await readAdminKey(dataDir);
  if (adminKey === undefined) throw new Error(`The backend wrote no admin key into ${dataDir}`);
  // CI=1 keeps the CLI's crash reporter (Sentry) off: nothing leaves the machine.
  const env: NodeJS.ProcessEnv = { CONVEX_SELF_HOSTED_URL: backendUrl, CONVEX_SELF_HOSTED_ADMIN_KEY: adminKey, CONVEX_DEPLOYMENT: "", CI: "1" };
  return startPart("convex", process.execPath, ["node_modules/convex/bin/main.js", "dev", "--typecheck", "disable"], env);
}

const seed = await runToCompletion(process.execPath, [backendCli, "run", "seed:demo", "{}", "--data", dataDir]);
type DemoCredentials = Record<"owner" | "vet", { email: string; password: string; name: string }>;
let credentials: DemoCredentials | undefined;
try {
  credentials = (JSON.parse(seed.stdout) as { credentials: DemoCredentials }).credentials;
} catch {
  console.error(`Demo data could not be loaded:\n${seed.stdout}`);
}
// Data kept from an older checkout: the directory's search text is rewritten where this code builds it differently
// (otherwise vets seeded before specialties had translated names are not found by them).
const refresh = await runToCompletion(process.execPath, [backendCli, "run", "vets:refreshSearchTexts", "{}", "--data", dataDir]);
if (refresh.code !== 0) console.error("The directory's search text could not be brought up to date (see above).");

console.log(`
  Vetline is running.
    App:        ${webUrl}
    Backend:    ${backendUrl}  (HTTP actions on :${ports.backendSite})
    Signaling:  ws://127.0.0.1:${ports.peer}/peerjs
    Data:       ${dataDir}/  (delete it, or run \`npm run local-backend -- reset\`, to start over)
${
  credentials
    ? `  Demo accounts (local only):
    Pet owner:    ${credentials.owner.email} / ${credentials.owner.password}
    Veterinarian: ${credentials.vet.email} / ${credentials.vet.password}
`
    : ""
}  Emails are not sent; they appear below as they are written. Press Ctrl+C to stop.
`);

/** Prints the local outbox, so password-reset codes and booking emails can be read in the terminal. */
const adminKey = await readAdminKey(dataDir);
if (adminKey) {
  const client = new ConvexHttpClient(backendUrl);
  (client as unknown as { setAdminAuth: (key: string) => void }).setAdminAuth(adminKey);
  type OutboxEmail = { createdAt: number; recipient: string; subject: string; text: string; attachments?: Array<{ filename: string }> };
  const createdSince = makeFunctionReference<"query", { since: number }, OutboxEmail[]>("emails:createdSince");
  let since = Date.now();
  setInterval(() => {
    client
      .query(createdSince, { since })
      .then((emails) => {
        for (const email of emails) {
          since = Math.max(since, email.createdAt);
          const attached = (email.attachments ?? []).map((attachment) => `     Attached: ${attachment.filename}\n`).join("");
          console.log(`\n  ✉  To: ${email.recipient}\n     Subject: ${email.subject}\n${attached}${email.text.replace(/^/gm, "     ")}\n`);
        }
      })
      .catch(() => {});
  }, 2000);
}
