import { authedMutation } from "./functions";

/** Step one of any photo upload: a short-lived URL the browser POSTs the file to. */
export const generateUploadUrl = authedMutation({
  args: {},
  handler: async (ctx) => await ctx.storage.generateUploadUrl(),
});
