import { createLocalJWKSet, decodeJwt, errors, jwtVerify, type JSONWebKeySet, type JWTPayload } from "jose";
import type { Engine } from "../../engine/types.js";

export type AuthProvider = ReturnType<Engine["authProviders"]>[number];

export type VerifiedToken = { claims: JWTPayload; expiresAtMs: number | undefined };

/** Fetches a URL; requests to this backend's own site are answered in-process instead of over the network. */
export type SiteFetch = (url: string) => Promise<Response>;

export class TokenVerificationError extends Error {}

const KEY_SET_TTL_MS = 10 * 60_000;
const MIN_REFETCH_INTERVAL_MS = 5_000;

type CachedKeySet = { keySet: ReturnType<typeof createLocalJWKSet>; fetchedAt: number };

function withoutTrailingSlash(url: string): string {
  return url.endsWith("/") ? url.slice(0, -1) : url;
}

/**
 * Verifies user JWTs against the providers of `auth.config.ts`, as Convex does: OIDC providers
 * (`domain` = issuer, `applicationID` = audience, keys found through OIDC discovery) and `customJwt` providers.
 */
export class JwtVerifier {
  private readonly keySets = new Map<string, CachedKeySet>();
  private readonly jwksUriByIssuer = new Map<string, string>();

  constructor(
    private readonly providers: () => AuthProvider[],
    private readonly fetchUrl: SiteFetch,
  ) {}

  async verify(token: string): Promise<VerifiedToken> {
    let unverified: JWTPayload;
    try {
      unverified = decodeJwt(token);
    } catch {
      throw new TokenVerificationError("Could not parse JWT payload. Check that the token is a valid JWT format.");
    }
    const issuer = withoutTrailingSlash(unverified.iss ?? "");
    const audiences = Array.isArray(unverified.aud) ? unverified.aud : [unverified.aud];
    const provider = this.providers().find((candidate) =>
      candidate.type === "customJwt"
        ? withoutTrailingSlash(candidate.issuer ?? "") === issuer &&
          (candidate.applicationID === undefined || audiences.includes(candidate.applicationID))
        : withoutTrailingSlash(candidate.domain ?? "") === issuer && audiences.includes(candidate.applicationID),
    );
    if (provider === undefined) {
      throw new TokenVerificationError(
        `No auth provider found matching the given token (issuer ${JSON.stringify(unverified.iss)}, audience ` +
          `${JSON.stringify(unverified.aud)}). Check that your JWT's issuer and audience match one of your configured providers.`,
      );
    }
    const jwksUrl = provider.type === "customJwt" ? (provider.jwks ?? "") : await this.discoverJwksUri(issuer);
    const options = {
      issuer: unverified.iss ?? "",
      ...(provider.applicationID !== undefined ? { audience: provider.applicationID } : {}),
      algorithms: provider.type === "customJwt" && provider.algorithm ? [provider.algorithm] : ["RS256", "ES256"],
    };
    try {
      const { payload } = await jwtVerify(token, await this.keySet(jwksUrl, false), options);
      return { claims: payload, expiresAtMs: payload.exp === undefined ? undefined : payload.exp * 1000 };
    } catch (error) {
      // Keys may have been rotated since they were cached (tokens without `kid` fail the signature check).
      const keysMayBeStale = error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWSSignatureVerificationFailed;
      if (keysMayBeStale && this.mayRefetch(jwksUrl)) {
        const { payload } = await jwtVerify(token, await this.keySet(jwksUrl, true), options).catch((retryError) => {
          throw this.describe(retryError);
        });
        return { claims: payload, expiresAtMs: payload.exp === undefined ? undefined : payload.exp * 1000 };
      }
      throw this.describe(error);
    }
  }

  /** Drops cached discovery documents and key sets (after a reload: auth.config.ts or JWKS may have changed). */
  forgetKeys(): void {
    this.keySets.clear();
    this.jwksUriByIssuer.clear();
  }

  private describe(error: unknown): TokenVerificationError {
    if (error instanceof TokenVerificationError) return error;
    if (error instanceof errors.JWTExpired) return new TokenVerificationError("Token expired");
    const reason = error instanceof Error ? error.message : String(error);
    return new TokenVerificationError(
      `Could not verify token claim (${reason}). Check that the token signature is valid and the token hasn't expired.`,
    );
  }

  private mayRefetch(jwksUrl: string): boolean {
    const cached = this.keySets.get(jwksUrl);
    return cached === undefined || Date.now() - cached.fetchedAt > MIN_REFETCH_INTERVAL_MS;
  }

  private async discoverJwksUri(issuer: string): Promise<string> {
    const known = this.jwksUriByIssuer.get(issuer);
    if (known !== undefined) return known;
    const discovery = await this.fetchJson(`${issuer}/.well-known/openid-configuration`);
    const jwksUri = typeof discovery === "object" && discovery !== null && "jwks_uri" in discovery ? discovery.jwks_uri : undefined;
    if (typeof jwksUri !== "string") {
      throw new TokenVerificationError(`OIDC discovery document of ${issuer} has no jwks_uri`);
    }
    this.jwksUriByIssuer.set(issuer, jwksUri);
    return jwksUri;
  }

  private async keySet(jwksUrl: string, forceRefresh: boolean): Promise<CachedKeySet["keySet"]> {
    const cached = this.keySets.get(jwksUrl);
    if (cached !== undefined && !forceRefresh && Date.now() - cached.fetchedAt < KEY_SET_TTL_MS) return cached.keySet;
    const jwks = jwksUrl.startsWith("data:") ? decodeDataUrl(jwksUrl) : await this.fetchJson(jwksUrl);
    if (typeof jwks !== "object" || jwks === null || !Array.isArray((jwks as { keys?: unknown }).keys)) {
      throw new TokenVerificationError(`${jwksUrl} is not a JSON Web Key Set`);
    }
    const keySet = createLocalJWKSet(jwks as JSONWebKeySet);
    this.keySets.set(jwksUrl, { keySet, fetchedAt: Date.now() });
    return keySet;
  }

  private async fetchJson(url: string): Promise<unknown> {
    let response: Response;
    try {
      response = await this.fetchUrl(url);
    } catch (error) {
      throw new TokenVerificationError(`Could not fetch ${url}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!response.ok) throw new TokenVerificationError(`Could not fetch ${url}: HTTP ${response.status}`);
    return response.json();
  }
}

function decodeDataUrl(url: string): unknown {
  const comma = url.indexOf(",");
  const meta = url.slice(5, comma);
  const payload = url.slice(comma + 1);
  const text = meta.endsWith(";base64") ? Buffer.from(payload, "base64").toString("utf8") : decodeURIComponent(payload);
  return JSON.parse(text);
}
