import type { PersonalDataSection } from "../accounts/personal-data";
import { deleteOwnUpload, uploadsOf } from "./uploads";

/**
 * The user's uploads: the files are the photos the pet and vet sections already describe, so the export
 * only counts them; deleting the account deletes every file the user uploaded and the records of who did.
 */
export const uploadPersonalData: PersonalDataSection = {
  key: "uploads",
  exportData: async (ctx, user) => ({
    photos: (await uploadsOf(ctx, user._id, "petPhoto")).length + (await uploadsOf(ctx, user._id, "vetPhoto")).length,
  }),
  erase: async (ctx, { user }) => {
    // Message photos still attached were erased with the conversations; this catches unused upload URLs.
    for (const purpose of ["petPhoto", "vetPhoto", "messagePhoto"] as const) {
      for (const upload of await uploadsOf(ctx, user._id, purpose)) {
        if (upload.storageId === undefined) await ctx.db.delete(upload._id);
        else await deleteOwnUpload(ctx, user._id, upload.storageId);
      }
    }
  },
};
