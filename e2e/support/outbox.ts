import { readFile } from "node:fs/promises";
import { e2ePorts, e2eUrls } from "./ports";

/** Data folder of the e2e backend (playwright.config.ts); its admin key unlocks internal functions. */
const E2E_DATA_DIR = `.data-e2e-${e2ePorts.backend}`;

type OutboxEmail = {
  recipient: string;
  kind: string;
  subject: string;
  text: string;
  attachments?: { filename: string; contentType: string; content: string }[];
};

/** The newest email of a kind in the local outbox, read as `npm start` does: an internal query with the admin key. */
export async function latestEmailTo(email: string, kind: string): Promise<OutboxEmail | null> {
  const adminKey = (await readFile(`${E2E_DATA_DIR}/admin-key`, "utf8")).trim();
  const response = await fetch(`${e2eUrls.backend}/api/query`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Convex ${adminKey}` },
    body: JSON.stringify({ path: "emails:latestFor", format: "convex_encoded_json", args: [{ email, kind }] }),
  });
  const body = (await response.json()) as { status: string; value?: OutboxEmail | null; errorMessage?: string };
  if (body.status !== "success") throw new Error(`emails:latestFor failed: ${body.errorMessage}`);
  return body.value ?? null;
}

export async function latestResetCode(email: string): Promise<string> {
  const message = await latestEmailTo(email, "passwordResetCode");
  const code = message?.text.match(/\b\d{8}\b/)?.[0];
  if (!code) throw new Error(`No reset code in the outbox for ${email}`);
  return code;
}
