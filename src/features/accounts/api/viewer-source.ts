import { deviceTimeZone } from "@/lib/format/date-time";
import type { ViewerState } from "./use-viewer";

export type KnownViewerState = Exclude<ViewerState, { status: "loading" }>;

/**
 * Who is signed in, readable outside React: route guards (`beforeLoad`) await `known()` before a page
 * renders. React's auth state feeds it through `ViewerBridge`, so both always agree.
 */
export class ViewerSource {
  current: ViewerState = { status: "loading" };
  #waiting: Array<(state: KnownViewerState) => void> = [];

  /** The viewer once auth has settled (immediately when it already has). */
  known(): Promise<KnownViewerState> {
    const state = this.current;
    return state.status !== "loading" ? Promise.resolve(state) : new Promise((resolve) => this.#waiting.push(resolve));
  }

  publish(state: ViewerState): void {
    this.current = state;
    if (state.status === "loading") return;
    for (const resolve of this.#waiting.splice(0)) resolve(state);
  }
}

/** The zone a page shows times in (ADR 0012), as `useViewerTimeZone` decides it, for loaders. */
export function viewerTimeZone(state: KnownViewerState): string {
  return (state.status === "signed-in" ? state.viewer.timeZone : null) ?? deviceTimeZone();
}
