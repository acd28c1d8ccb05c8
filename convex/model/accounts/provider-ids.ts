/** The id sign-in calls name (`signIn("password", ...)`) and authAccounts rows carry. */
export const PASSWORD_PROVIDER_ID = "password";
export const PASSWORD_RESET_PROVIDER_ID = "password-reset";
