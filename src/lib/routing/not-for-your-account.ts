/** Thrown by a route guard when the signed-in account has the other role: the route's error component explains. */
export class NotForYourAccountError extends Error {
  constructor(readonly homeHref: string) {
    super("This page is for the other kind of account");
    this.name = "NotForYourAccountError";
  }
}

export function isNotForYourAccount(error: unknown): error is NotForYourAccountError {
  return error instanceof NotForYourAccountError;
}
