import { convexAuth, type SignInAction } from "@convex-dev/auth/server";
import type { FunctionArgs, FunctionReturnType } from "convex/server";
import { v } from "convex/values";
import type { ActionCtx } from "./_generated/server";
import { publicAction } from "./functions";
import { createOrUpdateUser } from "./model/accounts/create-or-update-user";
import { vetlinePassword } from "./model/accounts/password-provider";

const library = convexAuth({
  providers: [vetlinePassword()],
  callbacks: { createOrUpdateUser },
});

export const { auth, signOut, store, isAuthenticated } = library;

type SignInArgs = FunctionArgs<SignInAction>;
type SignInResult = FunctionReturnType<SignInAction>;

/** The library's own sign-in handler; Convex keeps it on the registered function as `_handler`. */
function librarySignIn(): (ctx: ActionCtx, args: SignInArgs) => Promise<SignInResult> {
  const handler = (library.signIn as unknown as { _handler?: unknown })._handler;
  if (typeof handler !== "function") {
    throw new Error("convex no longer keeps a registered action's handler as `_handler`: revisit convex/auth.ts");
  }
  return handler as (ctx: ActionCtx, args: SignInArgs) => Promise<SignInResult>;
}
const signInHandler = librarySignIn();

/**
 * The library's sign-in (the library's argument validators), with every text argument held to the documented
 * limits first, like every other public function: a 1 MB refresh token or verifier is refused before it runs.
 */
export const signIn = publicAction({
  args: {
    provider: v.optional(v.string()),
    params: v.optional(v.any()),
    verifier: v.optional(v.string()),
    refreshToken: v.optional(v.string()),
    calledBy: v.optional(v.string()),
  },
  // The library's result (its `SignInAction` type in @convex-dev/auth 0.0.95), written out as Convex checks it.
  returns: v.object({
    redirect: v.optional(v.string()),
    verifier: v.optional(v.string()),
    tokens: v.optional(v.union(v.object({ token: v.string(), refreshToken: v.string() }), v.null())),
    started: v.optional(v.boolean()),
  }),
  handler: async (ctx, args): Promise<SignInResult> => await signInHandler(ctx, args),
});
