import { ConvexError } from "convex/values";
import type { Id } from "../../_generated/dataModel";
import type { ActionCtx } from "../../_generated/server";
import { PHOTO_SNIFF_BYTES, photoProblem } from "./photo-check";

/**
 * Checks a freshly uploaded photo before anything points at it; a rejected upload is deleted so it
 * does not linger in storage. Throws `INVALID_PHOTO` with `reason` too_large | unsupported_type | missing.
 */
export async function verifyUploadedPhoto(ctx: ActionCtx, storageId: Id<"_storage">): Promise<void> {
  const blob = await ctx.storage.get(storageId);
  if (blob === null) throw new ConvexError({ code: "INVALID_PHOTO", reason: "missing" });
  const head = new Uint8Array(await blob.slice(0, PHOTO_SNIFF_BYTES).arrayBuffer());
  const problem = photoProblem(blob.size, head);
  if (problem !== null) {
    await ctx.storage.delete(storageId);
    throw new ConvexError({ code: "INVALID_PHOTO", reason: problem });
  }
}
