import { convexAuth } from "@convex-dev/auth/server";
import { createOrUpdateUser } from "./model/accounts/create-or-update-user";
import { vetlinePassword } from "./model/accounts/password-provider";

export const { auth, signIn, signOut, store, isAuthenticated } = convexAuth({
  providers: [vetlinePassword()],
  callbacks: { createOrUpdateUser },
});
