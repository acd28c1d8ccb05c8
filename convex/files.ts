import { v } from "convex/values";
import { internalMutation } from "./_generated/server";
import { authedMutation } from "./functions";
import { claimUpload, deleteOwnUpload, issueUpload } from "./model/photos/uploads";
import { uploadPurposeValidator } from "./tables/uploads";

/**
 * Step one of any photo upload: a short-lived URL the browser POSTs the file to. The caller becomes the
 * owner of what is uploaded with it (model/photos/uploads.ts); nobody else can attach or delete it.
 */
export const generateUploadUrl = authedMutation({
  args: { purpose: uploadPurposeValidator },
  returns: v.string(),
  handler: async (ctx, { purpose }) => {
    await issueUpload(ctx, ctx.viewer._id, purpose);
    return await ctx.storage.generateUploadUrl();
  },
});

/** Step two begins here: the file becomes the caller's, or the call fails with NOT_FOUND. */
export const claim = internalMutation({
  args: { ownerId: v.id("users"), purpose: uploadPurposeValidator, storageId: v.id("_storage") },
  handler: async (ctx, { ownerId, purpose, storageId }) => await claimUpload(ctx, ownerId, purpose, storageId),
});

/** A claimed file that failed the photo check is removed; only its owner's call gets here. */
export const discard = internalMutation({
  args: { ownerId: v.id("users"), storageId: v.id("_storage") },
  handler: async (ctx, { ownerId, storageId }) => {
    await deleteOwnUpload(ctx, ownerId, storageId);
  },
});
