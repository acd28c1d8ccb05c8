import { useConvexAuth, useQuery } from "convex/react";
import { api } from "../../../convex/_generated/api";
import { deviceTimeZone } from "./date-time";

/**
 * The zone every time on a page is shown in (ADR 0012): the signed-in person's account zone, so a page and the
 * email about the same booking agree; the device's zone for someone signed out.
 */
export function useViewerTimeZone(): string {
  const { isAuthenticated } = useConvexAuth();
  const viewer = useQuery(api.accounts.viewer, isAuthenticated ? {} : "skip");
  return viewer?.timeZone ?? deviceTimeZone();
}
