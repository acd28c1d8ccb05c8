import { errorCode } from "@/lib/convex/server-error";
import { reportError } from "./monitoring";

/**
 * A submit that failed without a refusal code (a bug, a lost connection, a function stopped by its limit) shows the
 * page's generic message; what actually happened goes to the console and, when configured, to monitoring, so it
 * can be found. A refusal with a code is the product working and is not reported.
 */
export function reportUnexpectedFailure(failure: unknown): void {
  if (failure === null || errorCode(failure) !== undefined) return;
  console.error("A request failed without a refusal code:", failure);
  void reportError(failure);
}
