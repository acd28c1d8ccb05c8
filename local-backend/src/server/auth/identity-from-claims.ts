import type { JWTPayload } from "jose";
import type { UserIdentity } from "../../engine/types.js";

/** OIDC standard claims, renamed the way Convex exposes them on `UserIdentity`. */
const STANDARD_CLAIM_NAMES: Record<string, string> = {
  name: "name",
  given_name: "givenName",
  family_name: "familyName",
  nickname: "nickname",
  preferred_username: "preferredUsername",
  profile: "profileUrl",
  picture: "pictureUrl",
  email: "email",
  email_verified: "emailVerified",
  gender: "gender",
  birthdate: "birthday",
  zoneinfo: "timezone",
  locale: "language",
  phone_number: "phoneNumber",
  phone_number_verified: "phoneNumberVerified",
  address: "address",
  updated_at: "updatedAt",
};

const REGISTERED_CLAIMS = new Set(["iss", "sub", "aud", "exp", "iat", "nbf", "jti"]);

export function identityFromClaims(claims: JWTPayload): UserIdentity {
  const issuer = claims.iss ?? "";
  const subject = claims.sub ?? "";
  const identity: UserIdentity = { tokenIdentifier: `${issuer}|${subject}`, subject, issuer };
  for (const [claim, value] of Object.entries(claims)) {
    if (REGISTERED_CLAIMS.has(claim) || value === undefined) continue;
    const standardName = STANDARD_CLAIM_NAMES[claim];
    if (standardName === undefined) {
      identity[claim] = value;
    } else if (standardName === "address" || standardName === "updatedAt") {
      identity[standardName] = typeof value === "string" ? value : JSON.stringify(value);
    } else {
      identity[standardName] = value;
    }
  }
  return identity;
}

/** Identity an admin acts as (`impersonating` / `Convex <key>:<base64 identity>`), completed like Convex does. */
export function identityFromAttributes(attributes: Record<string, unknown>): UserIdentity {
  const subject = typeof attributes.subject === "string" ? attributes.subject : "";
  const issuer = typeof attributes.issuer === "string" ? attributes.issuer : "";
  const tokenIdentifier =
    typeof attributes.tokenIdentifier === "string" ? attributes.tokenIdentifier : `${issuer}|${subject}`;
  return { ...attributes, tokenIdentifier, subject, issuer };
}
