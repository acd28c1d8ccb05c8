import { ConvexError } from "convex/values";
import { internal } from "../../_generated/api";
import type { Doc, Id } from "../../_generated/dataModel";
import type { ActionCtx } from "../../_generated/server";
import { PHOTO_SNIFF_BYTES, photoProblem } from "./photo-check";
import type { UploadPurpose } from "./uploads";

/**
 * Claims a freshly uploaded photo for its uploader, then checks its bytes before anything points at it.
 * Someone else's file is NOT_FOUND before a byte is read; a rejected upload of the caller's own is deleted
 * so it does not linger. Throws `INVALID_PHOTO` with `reason` too_large | unsupported_type | missing.
 */
export async function claimUploadedPhoto(
  ctx: ActionCtx,
  owner: Doc<"users">,
  purpose: UploadPurpose,
  storageId: Id<"_storage">,
): Promise<void> {
  await ctx.runMutation(internal.files.claim, { ownerId: owner._id, purpose, storageId });
  const blob = await ctx.storage.get(storageId);
  if (blob === null) throw new ConvexError({ code: "INVALID_PHOTO", reason: "missing" });
  const head = new Uint8Array(await blob.slice(0, PHOTO_SNIFF_BYTES).arrayBuffer());
  const problem = photoProblem(blob.size, head);
  if (problem !== null) {
    await ctx.runMutation(internal.files.discard, { ownerId: owner._id, storageId });
    throw new ConvexError({ code: "INVALID_PHOTO", reason: problem });
  }
}
