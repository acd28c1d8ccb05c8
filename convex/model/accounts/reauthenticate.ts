import { retrieveAccount } from "@convex-dev/auth/server";
import type { Doc, Id } from "../../_generated/dataModel";
import type { ActionCtx } from "../../_generated/server";
import { accountError } from "./errors";
import { PASSWORD_PROVIDER_ID } from "./provider-ids";

export type ReauthenticatedUser = { userId: Id<"users">; email: string };

/**
 * Checks the signed-in viewer's current password (the action wrapper already found the viewer) before a
 * sensitive change. Wrong attempts count towards the library's per-account sign-in limit.
 */
export async function reauthenticate(
  ctx: ActionCtx,
  viewer: Doc<"users">,
  password: string,
): Promise<ReauthenticatedUser> {
  if (viewer.email === undefined) throw accountError("WRONG_PASSWORD");
  const user: ReauthenticatedUser = { userId: viewer._id, email: viewer.email };
  try {
    await retrieveAccount(ctx, { provider: PASSWORD_PROVIDER_ID, account: { id: user.email, secret: password } });
  } catch (error) {
    if (error instanceof Error && error.message === "TooManyFailedAttempts") {
      throw accountError("TOO_MANY_SIGN_IN_ATTEMPTS");
    }
    if (error instanceof Error && (error.message === "InvalidSecret" || error.message === "InvalidAccountId")) {
      throw accountError("WRONG_PASSWORD");
    }
    throw error;
  }
  return user;
}
