import { useLayoutEffect } from "react";
import { useViewer } from "../api/use-viewer";
import type { ViewerSource } from "../api/viewer-source";

/** Feeds React's auth state to the router's viewer source (rendered beside the router, inside the auth provider). */
export function ViewerBridge({ source }: { source: ViewerSource }) {
  const viewer = useViewer();
  useLayoutEffect(() => source.publish(viewer), [source, viewer]);
  return null;
}
