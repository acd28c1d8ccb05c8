import { ConvexError } from "convex/values";
import type { PaginationOptions } from "convex/server";

const MAX_PAGE_SIZE = 100;

/** Page sizes a client can ask for: 1 to 100 rows. Anything else is refused before the database is read. */
export function requirePageSize(options: PaginationOptions): void {
  const { numItems } = options;
  if (!Number.isInteger(numItems) || numItems < 1 || numItems > MAX_PAGE_SIZE) {
    throw new ConvexError({ code: "INVALID_PAGINATION" });
  }
}

/**
 * Runs a paginated read; a cursor or end cursor this server never handed out (tampered, or from another query)
 * fails there with a plain error, which becomes a typed INVALID_PAGINATION instead.
 */
export async function withClientCursor<T>(options: PaginationOptions, read: () => Promise<T>): Promise<T> {
  if (options.cursor === null && (options.endCursor ?? null) === null) return await read();
  try {
    return await read();
  } catch (error) {
    if (error instanceof ConvexError) throw error;
    throw new ConvexError({ code: "INVALID_PAGINATION" });
  }
}
