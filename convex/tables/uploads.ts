import { defineTable } from "convex/server";
import { v } from "convex/values";

export const uploadPurposeValidator = v.union(v.literal("petPhoto"), v.literal("vetPhoto"), v.literal("messagePhoto"));

export const uploadTables = {
  /**
   * Who may use an uploaded file. `files.generateUploadUrl` writes a row (who asked, for what, until
   * when); attaching claims the file uploaded inside that window, so from then on only `ownerId` may
   * attach it or cause its deletion. Seeded files get a row owned by their seeded user.
   */
  uploads: defineTable({
    ownerId: v.id("users"),
    purpose: uploadPurposeValidator,
    issuedAt: v.number(),
    /** The upload URL's lifetime (Convex: one hour); a file stored later is not this upload's. */
    expiresAt: v.number(),
    storageId: v.optional(v.id("_storage")),
  })
    .index("by_owner_and_purpose", ["ownerId", "purpose", "issuedAt"])
    .index("by_storage", ["storageId"]),
};
