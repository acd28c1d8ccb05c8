import { v } from "convex/values";
import { internalQuery } from "./_generated/server";
import { requireViewer } from "./functions";

/** The caller of an action, checked like a query's caller: the token's session must still be live. */
export const actionViewer = internalQuery({
  args: { role: v.optional(v.union(v.literal("owner"), v.literal("vet"))) },
  handler: async (ctx, { role }) => await requireViewer(ctx, role),
});
