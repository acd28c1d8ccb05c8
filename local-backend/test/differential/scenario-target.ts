import { ConvexError } from "convex/values";

export type FunctionKind = "query" | "mutation" | "action";

/** Somewhere the fixture functions can run: convex-test in-process, or the local backend over HTTP. */
export interface ScenarioTarget {
  readonly name: string;
  call(kind: FunctionKind, path: string, args: Record<string, unknown>): Promise<unknown>;
}

export type CallOutcome = { ok: true; value: unknown } | { ok: false; errorData: unknown };

/**
 * Error messages are worded differently by convex-test and by a real backend; what a client can rely on is
 * whether the call failed and the ConvexError data it carried.
 */
export async function attempt(target: ScenarioTarget, kind: FunctionKind, path: string, args: Record<string, unknown> = {}): Promise<CallOutcome> {
  try {
    return { ok: true, value: await target.call(kind, path, args) };
  } catch (error) {
    return { ok: false, errorData: error instanceof ConvexError ? (error.data as unknown) : null };
  }
}

const convexTestId = /^\d{8,}[A-Za-z_]\w*$/;
const backendId = /^[0-9a-hjkmnp-tv-z]{31,37}$/;

/**
 * Makes two transcripts comparable: document ids become `id#N` in order of first appearance
 * (so equal ids stay equal), creation times become a placeholder.
 */
export function normalise(value: unknown): unknown {
  const ids = new Map<string, string>();
  const visit = (node: unknown, key?: string): unknown => {
    if (key === "_creationTime" && typeof node === "number") return "<creationTime>";
    if (typeof node === "string" && (convexTestId.test(node) || backendId.test(node))) {
      if (!ids.has(node)) ids.set(node, `id#${ids.size + 1}`);
      return ids.get(node);
    }
    if (Array.isArray(node)) return node.map((item) => visit(item));
    if (node !== null && typeof node === "object") {
      return Object.fromEntries(
        Object.entries(node as Record<string, unknown>)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([entryKey, entryValue]) => [entryKey, visit(entryValue, entryKey)]),
      );
    }
    return node;
  };
  return visit(value);
}
