import { timingSafeEqual } from "node:crypto";
import type { Caller } from "../../engine/types.js";
import { identityFromAttributes, identityFromClaims } from "./identity-from-claims.js";
import { type JwtVerifier, TokenVerificationError } from "./jwt-verifier.js";

export type Authentication = { ok: true; caller: Caller; expiresAtMs?: number } | { ok: false; error: string };

export const ANONYMOUS: Caller = { kind: "user", identity: null };

/** Turns the credentials a client presents (HTTP header or sync `Authenticate`) into the engine's `Caller`. */
export class CallerResolver {
  private readonly adminKey: Buffer;

  constructor(
    private readonly verifier: JwtVerifier,
    adminKey: string,
  ) {
    this.adminKey = Buffer.from(adminKey);
  }

  /** `Authorization: Bearer <jwt>` or `Authorization: Convex <adminKey>[:<base64 identity>]`. */
  async fromAuthorizationHeader(header: string | undefined): Promise<Authentication> {
    if (header === undefined || header === "") return { ok: true, caller: ANONYMOUS };
    const space = header.indexOf(" ");
    const scheme = header.slice(0, space).toLowerCase();
    const credentials = header.slice(space + 1).trim();
    if (scheme === "bearer") return this.fromUserToken(credentials);
    if (scheme === "convex") {
      const [key = "", encodedIdentity] = credentials.split(":", 2);
      let impersonating: Record<string, unknown> | undefined;
      if (encodedIdentity !== undefined) {
        try {
          impersonating = JSON.parse(Buffer.from(encodedIdentity, "base64").toString("utf8")) as Record<string, unknown>;
        } catch {
          return { ok: false, error: "The acting-as identity in the admin authorization header is not valid JSON." };
        }
      }
      return this.fromAdminKey(key, impersonating);
    }
    return { ok: false, error: `Unsupported authorization scheme "${header.slice(0, space)}".` };
  }

  async fromUserToken(token: string): Promise<Authentication> {
    try {
      const verified = await this.verifier.verify(token);
      return {
        ok: true,
        caller: { kind: "user", identity: identityFromClaims(verified.claims) },
        ...(verified.expiresAtMs !== undefined ? { expiresAtMs: verified.expiresAtMs } : {}),
      };
    } catch (error) {
      if (error instanceof TokenVerificationError) return { ok: false, error: error.message };
      return { ok: false, error: `Could not verify the token: ${error instanceof Error ? error.message : String(error)}` };
    }
  }

  fromAdminKey(key: string, impersonating?: Record<string, unknown>): Authentication {
    const candidate = Buffer.from(key);
    if (candidate.length !== this.adminKey.length || !timingSafeEqual(candidate, this.adminKey)) {
      return { ok: false, error: "The provided admin key is invalid for this deployment." };
    }
    return {
      ok: true,
      caller: { kind: "admin", identity: impersonating === undefined ? null : identityFromAttributes(impersonating) },
    };
  }
}
