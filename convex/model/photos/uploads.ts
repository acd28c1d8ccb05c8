import { ConvexError, type Infer } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import type { uploadPurposeValidator } from "../../tables/uploads";
import { HOUR_MS } from "../../shared/time";

export type UploadPurpose = Infer<typeof uploadPurposeValidator>;

/** Convex's upload URLs are good for an hour. */
export const UPLOAD_URL_LIFETIME_MS = HOUR_MS;
/** Upload URLs a user may hold open per purpose at once; asking for more is RATE_LIMITED. */
export const MAX_OPEN_UPLOADS = 10;
const PRUNE_BATCH = 50;

/** Records who asked for an upload URL, for what and until when; prunes that user's lapsed, unused ones. */
export async function issueUpload(ctx: MutationCtx, ownerId: Id<"users">, purpose: UploadPurpose): Promise<void> {
  const now = Date.now();
  const recent = await ctx.db
    .query("uploads")
    .withIndex("by_owner_and_purpose", (q) => q.eq("ownerId", ownerId).eq("purpose", purpose))
    .order("desc")
    .take(PRUNE_BATCH);
  for (const upload of recent) {
    if (upload.storageId === undefined && upload.expiresAt < now) await ctx.db.delete(upload._id);
  }
  const open = recent.filter((upload) => upload.storageId === undefined && upload.expiresAt >= now);
  if (open.length >= MAX_OPEN_UPLOADS) throw new ConvexError({ code: "RATE_LIMITED" });
  await ctx.db.insert("uploads", { ownerId, purpose, issuedAt: now, expiresAt: now + UPLOAD_URL_LIFETIME_MS });
}

async function uploadOfFile(ctx: QueryCtx, storageId: Id<"_storage">): Promise<Doc<"uploads"> | null> {
  return await ctx.db
    .query("uploads")
    .withIndex("by_storage", (q) => q.eq("storageId", storageId))
    .unique();
}

/**
 * Makes `ownerId` the owner of a freshly uploaded file, or confirms they already are. A file is theirs when
 * it was stored while one of their upload URLs for this purpose was open; anyone else's file (attached or
 * not, seeded avatars included) is NOT_FOUND, exactly like an id that does not exist.
 */
export async function claimUpload(
  ctx: MutationCtx,
  ownerId: Id<"users">,
  purpose: UploadPurpose,
  storageId: Id<"_storage">,
): Promise<void> {
  const claimed = await uploadOfFile(ctx, storageId);
  if (claimed !== null) {
    if (claimed.ownerId === ownerId && claimed.purpose === purpose) return;
    throw new ConvexError({ code: "NOT_FOUND" });
  }
  const file = await ctx.db.system.get(storageId);
  if (file === null) throw new ConvexError({ code: "INVALID_PHOTO", reason: "missing" });
  const candidates = await ctx.db
    .query("uploads")
    .withIndex("by_owner_and_purpose", (q) =>
      q.eq("ownerId", ownerId).eq("purpose", purpose).lte("issuedAt", file._creationTime),
    )
    .order("desc")
    .take(PRUNE_BATCH);
  const grant = candidates.find((upload) => upload.storageId === undefined && upload.expiresAt >= file._creationTime);
  if (grant === undefined) throw new ConvexError({ code: "NOT_FOUND" });
  await ctx.db.patch(grant._id, { storageId });
}

/** Throws NOT_FOUND unless `ownerId` has claimed the file for this purpose. */
export async function requireOwnUpload(
  ctx: QueryCtx,
  ownerId: Id<"users">,
  purpose: UploadPurpose,
  storageId: Id<"_storage">,
): Promise<void> {
  const upload = await uploadOfFile(ctx, storageId);
  if (upload === null || upload.ownerId !== ownerId || upload.purpose !== purpose) {
    throw new ConvexError({ code: "NOT_FOUND" });
  }
}

/**
 * Deletes a file and its record, only if `ownerId` owns it: replacing a photo, discarding a rejected upload,
 * erasing an account. Returns whether it did.
 */
export async function deleteOwnUpload(
  ctx: MutationCtx,
  ownerId: Id<"users">,
  storageId: Id<"_storage">,
): Promise<boolean> {
  const upload = await uploadOfFile(ctx, storageId);
  if (upload === null || upload.ownerId !== ownerId) return false;
  await ctx.db.delete(upload._id);
  if ((await ctx.db.system.get(storageId)) !== null) await ctx.storage.delete(storageId);
  return true;
}

/** A file the seed stored on a user's behalf (directory avatars, demo pets): theirs, like an upload. */
export async function recordSeededUpload(
  ctx: MutationCtx,
  ownerId: Id<"users">,
  purpose: UploadPurpose,
  storageId: Id<"_storage">,
): Promise<void> {
  const now = Date.now();
  await ctx.db.insert("uploads", { ownerId, purpose, issuedAt: now, expiresAt: now, storageId });
}

/** Every upload record of a user, for account deletion (bounded like the other personal-data sections). */
export async function uploadsOf(ctx: QueryCtx, ownerId: Id<"users">, purpose: UploadPurpose): Promise<Doc<"uploads">[]> {
  return await ctx.db
    .query("uploads")
    .withIndex("by_owner_and_purpose", (q) => q.eq("ownerId", ownerId).eq("purpose", purpose))
    .take(1_000);
}
