import { promises as fsp } from "node:fs";

const URL_VAR = "CONVEX_SELF_HOSTED_URL";
const KEY_VAR = "CONVEX_SELF_HOSTED_ADMIN_KEY";

function valueOf(text: string, name: string): string | undefined {
  const match = new RegExp(`^\\s*(?:export\\s+)?${name}\\s*=\\s*(.*)$`, "m").exec(text);
  return match?.[1]?.trim().replace(/^(["'])(.*)\1$/, "$2");
}

/**
 * Zero set-up for `npx convex dev`: points `.env.local` at this backend as a self-hosted deployment.
 * A file that names another deployment (Convex cloud's CONVEX_DEPLOYMENT, or another self-hosted URL) is
 * left alone. Returns what happened, for the backend's log; null when the file was already right.
 */
export async function writeSelfHostedEnvFile(file: string, url: string, adminKey: string): Promise<string | null> {
  const text = await fsp.readFile(file, "utf8").catch(() => "");
  const deployment = valueOf(text, "CONVEX_DEPLOYMENT");
  const currentUrl = valueOf(text, URL_VAR);
  if (deployment !== undefined && deployment !== "") {
    return `${file} names the Convex deployment ${deployment}; left unchanged (npx convex will use that deployment, not this backend).`;
  }
  if (currentUrl !== undefined && currentUrl !== url) {
    return `${file} names the self-hosted deployment ${currentUrl}; left unchanged (npx convex will use it, not this backend at ${url}).`;
  }
  if (currentUrl === url && valueOf(text, KEY_VAR) === adminKey) return null;
  const kept = text
    .split("\n")
    .filter((line) => !new RegExp(`^\\s*(?:export\\s+)?(?:${URL_VAR}|${KEY_VAR})\\s*=`).test(line))
    .join("\n")
    .replace(/\n*$/, "");
  const block = `# local-backend (self-hosted Convex deployment for npx convex)\n${URL_VAR}=${url}\n${KEY_VAR}=${adminKey}\n`;
  await fsp.writeFile(file, kept === "" ? block : `${kept}\n\n${block}`, { mode: 0o600 });
  return `${file}: ${URL_VAR} and ${KEY_VAR} now point npx convex at this backend.`;
}
