import { convexTest } from "convex-test";
import { exportJWK, exportPKCS8, generateKeyPair } from "jose";
import { api, internal } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import schema from "../../schema";
import { modules } from "../../test.setup";

export type TestConvex = ReturnType<typeof newBackend>;
export type SessionClient = ReturnType<TestConvex["withIdentity"]>;

export const STRONG_PASSWORD = "correct horse battery staple";
export const OTHER_STRONG_PASSWORD = "violet meadow lantern 42";

/** Throwaway RS256 keys and URLs, the environment @convex-dev/auth needs to issue tokens. */
export async function useTestAuthEnvironment(): Promise<void> {
  process.env.AUTH_LOG_LEVEL = "ERROR";
  if (process.env.JWT_PRIVATE_KEY) return;
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  process.env.JWT_PRIVATE_KEY = (await exportPKCS8(privateKey)).trimEnd().replace(/\n/g, " ");
  process.env.JWKS = JSON.stringify({ keys: [{ use: "sig", ...(await exportJWK(publicKey)) }] });
  process.env.CONVEX_SITE_URL = "http://127.0.0.1:3211";
  process.env.SITE_URL = "http://127.0.0.1:5173";
}

export function newBackend() {
  return convexTest(schema, modules);
}

export type SignedIn = {
  userId: Id<"users">;
  sessionId: Id<"authSessions">;
  refreshToken: string;
  /** The backend as seen by this session's client. */
  client: SessionClient;
};

type Tokens = { token: string; refreshToken: string };

function sessionFromTokens(t: TestConvex, tokens: Tokens | null | undefined): SignedIn {
  if (!tokens) throw new Error("Expected sign-in to issue tokens");
  const payload = JSON.parse(atob(tokens.token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as {
    sub: string;
  };
  const [userId, sessionId] = payload.sub.split("|") as [Id<"users">, Id<"authSessions">];
  return {
    userId,
    sessionId,
    refreshToken: tokens.refreshToken,
    client: t.withIdentity({ subject: payload.sub }),
  };
}

export type OwnerSignUp = {
  email: string;
  password?: string;
  name?: string;
  locale?: string;
  timeZone?: string;
};

export async function signUpOwner(t: TestConvex, input: OwnerSignUp): Promise<SignedIn> {
  const result = await t.action(api.auth.signIn, {
    provider: "password",
    params: {
      flow: "signUp",
      role: "owner",
      email: input.email,
      password: input.password ?? STRONG_PASSWORD,
      name: input.name ?? "Olivia Owner",
      locale: input.locale ?? "en",
      timeZone: input.timeZone ?? "Europe/Berlin",
    },
  });
  return sessionFromTokens(t, result.tokens);
}

export async function signUpVet(t: TestConvex, input: OwnerSignUp & { licenceNumber?: string }): Promise<SignedIn> {
  const result = await t.action(api.auth.signIn, {
    provider: "password",
    params: {
      flow: "signUp",
      role: "vet",
      email: input.email,
      password: input.password ?? STRONG_PASSWORD,
      name: input.name ?? "Dr Vera Vet",
      locale: input.locale ?? "de",
      timeZone: input.timeZone ?? "Europe/Berlin",
      licenceNumber: input.licenceNumber ?? "TK-12345",
      licenceCountry: "de",
    },
  });
  return sessionFromTokens(t, result.tokens);
}

export async function signIn(t: TestConvex, email: string, password: string): Promise<SignedIn> {
  const result = await t.action(api.auth.signIn, {
    provider: "password",
    params: { flow: "signIn", email, password },
  });
  return sessionFromTokens(t, result.tokens);
}

export async function requestPasswordReset(t: TestConvex, email: string) {
  return await t.action(api.auth.signIn, { provider: "password", params: { flow: "reset", email } });
}

export async function completePasswordReset(t: TestConvex, email: string, code: string, newPassword: string) {
  const result = await t.action(api.auth.signIn, {
    provider: "password",
    params: { flow: "reset-verification", email, code, newPassword },
  });
  return sessionFromTokens(t, result.tokens);
}

/** The code in the newest reset email to the address, read from the outbox as `npm start` and e2e do. */
export async function latestResetCode(t: TestConvex, email: string): Promise<string | null> {
  const message = await t.query(internal.emails.latestFor, { email, kind: "passwordResetCode" });
  return message?.text.match(/\b\d{8}\b/)?.[0] ?? null;
}

export async function outboxFor(t: TestConvex, email: string) {
  return await t.run(
    async (ctx) =>
      await ctx.db
        .query("emailOutbox")
        .withIndex("by_recipient_and_created", (q) => q.eq("recipient", email))
        .collect(),
  );
}

/** The `code` of the ConvexError a promise rejects with. */
export async function errorCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const data = (error as { data?: { code?: string } }).data;
    if (data?.code) return data.code;
    throw error;
  }
  throw new Error("Expected the call to fail");
}
