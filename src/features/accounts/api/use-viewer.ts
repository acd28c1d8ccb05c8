import { useConvexAuth } from "convex/react";
import { usePageQuery } from "@/lib/data/page-query";
import type { api } from "../../../../convex/_generated/api";
import { viewerQuery } from "./viewer-query";

export type SignedInViewer = NonNullable<typeof api.accounts.viewer._returnType>;

export type ViewerState = { status: "loading" } | { status: "signed-out" } | { status: "signed-in"; viewer: SignedInViewer };

/** Who is looking at the page, for navigation and guards (the backend checks again on every call). */
export function useViewer(): ViewerState {
  const { isLoading, isAuthenticated } = useConvexAuth();
  const viewer = usePageQuery(viewerQuery(), isAuthenticated);
  if (isLoading || (isAuthenticated && viewer === undefined)) return { status: "loading" };
  if (!isAuthenticated || !viewer) return { status: "signed-out" };
  return { status: "signed-in", viewer };
}
