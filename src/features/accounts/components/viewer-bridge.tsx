import type { AnyRouter } from "@tanstack/react-router";
import { useLayoutEffect } from "react";
import { useViewer } from "../api/use-viewer";
import type { ViewerSource } from "../api/viewer-source";

/**
 * Feeds React's auth state to the router's viewer source (rendered beside the router, inside the auth provider). Signing in or out elsewhere (another tab, an expired
 * session) runs the open page's guards again; a navigation already under way (sign-out goes home) finishes alone.
 */
export function ViewerBridge({ source, router }: { source: ViewerSource; router: AnyRouter }) {
  const viewer = useViewer();
  useLayoutEffect(() => {
    const previous = source.current.status;
    source.publish(viewer);
    const changed = previous !== "loading" && viewer.status !== "loading" && previous !== viewer.status;
    if (changed && router.state.status !== "pending") void router.invalidate();
  }, [source, viewer, router]);
  return null;
}
