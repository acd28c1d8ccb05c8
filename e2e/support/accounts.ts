import { ConvexHttpClient } from "convex/browser";
import { randomUUID } from "node:crypto";
import { api } from "../../convex/_generated/api";
import { e2eUrls } from "./ports";

export type TestAccount = {
  role: "owner" | "vet";
  email: string;
  password: string;
  name: string;
  tokens: { token: string; refreshToken: string };
};

export type NewAccountOptions = {
  role?: "owner" | "vet";
  name?: string;
  locale?: "en" | "de" | "fr" | "es";
  timeZone?: string;
  /** The address's part before "@" (a unique suffix is added); the role by default. */
  emailLocalPart?: string;
  /** The backend to sign up on; the shared e2e backend unless a test runs its own. */
  backendUrl?: string;
};

/** A fresh, unique account made through the real sign-up action, so every test owns its data. */
export async function createAccount({
  role = "owner",
  name,
  locale = "en",
  timeZone = "Europe/Berlin",
  emailLocalPart = role,
  backendUrl = e2eUrls.backend,
}: NewAccountOptions = {}): Promise<TestAccount> {
  const client = new ConvexHttpClient(backendUrl);
  const id = randomUUID().slice(0, 8);
  const email = `${emailLocalPart}-${id}@example.com`;
  const password = `e2e correct horse ${id}`;
  const displayName = name ?? (role === "vet" ? `Dr. Test ${id}` : `Owner ${id}`);
  const params: Record<string, string> = { email, password, flow: "signUp", name: displayName, role, locale, timeZone };
  if (role === "vet") Object.assign(params, { licenceNumber: `LIC-${id}`, licenceCountry: "DE" });
  const result = await client.action(api.auth.signIn, { provider: "password", params });
  if (!result.tokens) throw new Error(`Sign-up for ${email} returned no tokens`);
  return { role, email, password, name: displayName, tokens: result.tokens };
}

/** The keys under which @convex-dev/auth's React client keeps tokens for our storage namespace. */
export const authStorageKeys = {
  jwt: "__convexAuthJWT_vetline",
  refreshToken: "__convexAuthRefreshToken_vetline",
} as const;

/**
 * The same account in a session of its own, signed in with its password. Browser contexts that share one session's
 * tokens sign each other out: refreshing rotates the refresh token, and the others' copy is then refused.
 */
export async function newSession(account: TestAccount, backendUrl = e2eUrls.backend): Promise<TestAccount> {
  const client = new ConvexHttpClient(backendUrl);
  const params = { email: account.email, password: account.password, flow: "signIn" };
  const result = await client.action(api.auth.signIn, { provider: "password", params });
  if (!result.tokens) throw new Error(`Sign-in for ${account.email} returned no tokens`);
  return { ...account, tokens: result.tokens };
}
