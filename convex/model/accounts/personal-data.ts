import type { Value } from "convex/values";
import type { Doc } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";

/** Who is being erased; `pseudonym` replaces the user's id where a record must stay (booking events). */
export type ErasureSubject = { user: Doc<"users">; pseudonym: string };

/**
 * One feature's share of a user's personal data. Features register theirs in personal-data-registry.ts;
 * "download my data" and "delete my account" then cover them without knowing the feature.
 */
export type PersonalDataSection = {
  /** Key of this section in the export JSON. */
  key: string;
  /** Everything the user entered in this feature, as plain JSON-compatible values. */
  exportData: (ctx: QueryCtx, user: Doc<"users">) => Promise<Value>;
  /** Throws a ConvexError with a code when the account cannot be deleted yet. */
  assertErasable?: (ctx: QueryCtx, user: Doc<"users">) => Promise<void>;
  /** Removes (or pseudonymises) the user's records; runs in the deletion transaction. */
  erase: (ctx: MutationCtx, subject: ErasureSubject) => Promise<void>;
};
