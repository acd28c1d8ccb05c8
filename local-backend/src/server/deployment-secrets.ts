import { generateKeyPair, randomBytes } from "node:crypto";
import { promisify } from "node:util";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Engine } from "../engine/types.js";

const ADMIN_KEY_FILE = "admin-key";
export const DEFAULT_APP_URL = "http://127.0.0.1:5173";

/** The admin key of a data folder, created on first use (readable by its owner only). */
export async function loadOrCreateAdminKey(dataDir: string): Promise<string> {
  const path = join(dataDir, ADMIN_KEY_FILE);
  try {
    const existing = (await readFile(path, "utf8")).trim();
    if (existing !== "") return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const adminKey = `local-admin-${randomBytes(32).toString("hex")}`;
  await writeFile(path, `${adminKey}\n`, { mode: 0o600 });
  return adminKey;
}

export async function readAdminKey(dataDir: string): Promise<string | undefined> {
  try {
    return (await readFile(join(dataDir, ADMIN_KEY_FILE), "utf8")).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** An RS256 key pair in the forms @convex-dev/auth reads: PKCS8 PEM private key and a JWKS document. */
export async function generateJwtKeys(): Promise<{ privateKeyPem: string; jwks: string }> {
  const { privateKey, publicKey } = await promisify(generateKeyPair)("rsa", { modulusLength: 2048 });
  const privateKeyPem = privateKey.export({ format: "pem", type: "pkcs8" }).toString();
  const jwk = publicKey.export({ format: "jwk" });
  return { privateKeyPem, jwks: JSON.stringify({ keys: [{ ...jwk, use: "sig", alg: "RS256" }] }) };
}

/**
 * Makes auth work with no setup: JWT signing keys on first start, CONVEX_SITE_URL (the JWT issuer) kept equal
 * to the site URL, SITE_URL pointing at the web app unless set otherwise.
 */
export async function ensureAuthEnvironment(engine: Engine, options: { siteUrl: string; appUrl?: string }): Promise<void> {
  if (engine.env.get("JWT_PRIVATE_KEY") === undefined || engine.env.get("JWKS") === undefined) {
    const { privateKeyPem, jwks } = await generateJwtKeys();
    await engine.env.set("JWT_PRIVATE_KEY", privateKeyPem);
    await engine.env.set("JWKS", jwks);
  }
  if (engine.env.get("CONVEX_SITE_URL") !== options.siteUrl) await engine.env.set("CONVEX_SITE_URL", options.siteUrl);
  const currentAppUrl = engine.env.get("SITE_URL");
  const wantedAppUrl = options.appUrl ?? currentAppUrl ?? DEFAULT_APP_URL;
  if (currentAppUrl !== wantedAppUrl) await engine.env.set("SITE_URL", wantedAppUrl);
}
