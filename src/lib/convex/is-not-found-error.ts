import { ConvexError } from "convex/values";

/** The server's answer for a malformed, missing or foreign id: the same for all three, so none hints that it exists. */
export function isNotFoundError(error: unknown): boolean {
  return (
    error instanceof ConvexError &&
    typeof error.data === "object" &&
    error.data !== null &&
    (error.data as { code?: unknown }).code === "NOT_FOUND"
  );
}
