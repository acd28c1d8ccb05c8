import type { ConvexAuthConfig } from "@convex-dev/auth/server";
import type { MutationCtx } from "../../_generated/server";
import { createVetProfileForNewUser } from "../vets/create-vet-profile";
import { normalizeEmail } from "./email-address";
import { signUpProfileFromProviderProfile } from "./profile";

type CreateOrUpdateUser = NonNullable<NonNullable<ConvexAuthConfig["callbacks"]>["createOrUpdateUser"]>;
type CreateOrUpdateUserArgs = Parameters<CreateOrUpdateUser>[1];

/**
 * Replaces the library's default so that sign-up stores only Vetline's user fields and gives a vet
 * an unpublished profile in the same transaction. Accounts are never linked by email.
 */
export const createOrUpdateUser: CreateOrUpdateUser = async (genericCtx, args) => {
  const ctx = genericCtx as unknown as MutationCtx;
  if (args.existingUserId !== null) {
    await markEmailVerifiedByCode(ctx, args);
    return args.existingUserId;
  }
  if (args.type !== "credentials") {
    throw new Error(`Vetline creates users by password sign-up only, not through "${args.type}"`);
  }
  const profile = signUpProfileFromProviderProfile(args.profile);
  const userId = await ctx.db.insert("users", {
    email: profile.email,
    name: profile.name,
    role: profile.role,
    locale: profile.locale,
    timeZone: profile.timeZone,
  });
  if (profile.vetLicence !== undefined) {
    await createVetProfileForNewUser(ctx, {
      userId,
      displayName: profile.name,
      ...profile.vetLicence,
      timeZone: profile.timeZone,
    });
  }
  return userId;
};

/** A reset code proves the user reads the mailbox: record it, as the library's default does. */
async function markEmailVerifiedByCode(ctx: MutationCtx, args: CreateOrUpdateUserArgs) {
  if (args.type !== "verification" || args.profile.emailVerified !== true) return;
  const user = await ctx.db.get(args.existingUserId!);
  if (user === null || user.email !== normalizeEmail(args.profile.email)) return;
  await ctx.db.patch(user._id, { emailVerificationTime: Date.now() });
}
