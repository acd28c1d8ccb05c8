import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { identityFromClaims } from "../../src/server/auth/identity-from-claims.js";
import { JwtVerifier, type AuthProvider } from "../../src/server/auth/jwt-verifier.js";

const issuer = "https://auth.example.test";
let privateKey: CryptoKey;
let jwks: string;
let fetches: string[];

function verifierFor(providers: AuthProvider[]): JwtVerifier {
  fetches = [];
  return new JwtVerifier(
    () => providers,
    async (url) => {
      fetches.push(url);
      if (url === `${issuer}/.well-known/openid-configuration`) {
        return Response.json({ issuer, jwks_uri: `${issuer}/keys` });
      }
      if (url === `${issuer}/keys`) return new Response(jwks);
      return new Response("not found", { status: 404 });
    },
  );
}

function token(claims: Record<string, unknown>, audience = "app", tokenIssuer = issuer): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "RS256" })
    .setIssuer(tokenIssuer)
    .setAudience(audience)
    .setSubject("user-1")
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(privateKey);
}

beforeAll(async () => {
  const pair = await generateKeyPair("RS256");
  privateKey = pair.privateKey;
  jwks = JSON.stringify({ keys: [{ ...(await exportJWK(pair.publicKey)), use: "sig", alg: "RS256" }] });
});

describe("JwtVerifier", () => {
  it("verifies an OIDC provider's token through discovery, fetching the keys once", async () => {
    const verifier = verifierFor([{ domain: issuer, applicationID: "app" }]);
    await expect(verifier.verify(await token({}))).resolves.toMatchObject({ claims: { sub: "user-1", iss: issuer } });
    await verifier.verify(await token({}));
    expect(fetches).toEqual([`${issuer}/.well-known/openid-configuration`, `${issuer}/keys`]);
  });

  it("refuses a token whose audience is not the provider's application ID", async () => {
    const verifier = verifierFor([{ domain: issuer, applicationID: "app" }]);
    await expect(verifier.verify(await token({}, "someone-else"))).rejects.toThrow(/No auth provider found/);
  });

  it("refuses a token signed by another key", async () => {
    const verifier = verifierFor([{ domain: issuer, applicationID: "app" }]);
    const otherKey = (await generateKeyPair("RS256")).privateKey;
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: "RS256" })
      .setIssuer(issuer)
      .setAudience("app")
      .setSubject("intruder")
      .setExpirationTime("1h")
      .sign(otherKey);
    await expect(verifier.verify(forged)).rejects.toThrow(/Could not verify/);
  });

  it("verifies customJwt providers with keys given as a data: URL, enforcing their algorithm", async () => {
    const verifier = verifierFor([
      {
        type: "customJwt",
        issuer: "https://custom.example.test",
        jwks: `data:application/json;base64,${Buffer.from(jwks).toString("base64")}`,
        algorithm: "RS256",
        applicationID: "app",
      },
    ]);
    const verified = await verifier.verify(await token({}, "app", "https://custom.example.test"));
    expect(verified.claims.iss).toBe("https://custom.example.test");
    expect(fetches).toEqual([]);
  });
});

describe("identityFromClaims", () => {
  it("builds the identity Convex exposes: tokenIdentifier, renamed standard claims, custom claims", () => {
    expect(
      identityFromClaims({
        iss: issuer,
        sub: "user-1",
        aud: "app",
        exp: 1,
        iat: 0,
        email: "ada@example.test",
        email_verified: true,
        given_name: "Ada",
        picture: "https://example.test/ada.png",
        role: "vet",
      }),
    ).toEqual({
      tokenIdentifier: `${issuer}|user-1`,
      subject: "user-1",
      issuer,
      email: "ada@example.test",
      emailVerified: true,
      givenName: "Ada",
      pictureUrl: "https://example.test/ada.png",
      role: "vet",
    });
  });
});
