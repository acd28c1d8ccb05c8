import { deviceTimeZone } from "@/lib/format/date-time";
import type { ViewerState } from "./use-viewer";

export type KnownViewerState = Exclude<ViewerState, { status: "loading" }>;

type Listener = (state: ViewerState, previous: ViewerState) => void;

/**
 * Who is signed in, readable outside React: route guards (`beforeLoad`) await `known()` before a page
 * renders. React's auth state feeds it through `ViewerBridge`, so both always agree.
 */
export class ViewerSource {
  #state: ViewerState = { status: "loading" };
  #waiting: Array<(state: KnownViewerState) => void> = [];
  #listeners = new Set<Listener>();

  get current(): ViewerState {
    return this.#state;
  }

  /** The viewer once auth has settled (immediately when it already has). */
  known(): Promise<KnownViewerState> {
    const state = this.#state;
    if (state.status !== "loading") return Promise.resolve(state);
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  publish(state: ViewerState): void {
    const previous = this.#state;
    if (sameViewer(previous, state)) return;
    this.#state = state;
    if (state.status !== "loading") {
      const waiting = this.#waiting;
      this.#waiting = [];
      for (const resolve of waiting) resolve(state);
    }
    for (const listener of this.#listeners) listener(state, previous);
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}

function sameViewer(a: ViewerState, b: ViewerState): boolean {
  if (a.status !== "signed-in" || b.status !== "signed-in") return a.status === b.status;
  return a.viewer === b.viewer;
}

/** The zone a page shows times in (ADR 0012), as `useViewerTimeZone` decides it, for loaders. */
export function viewerTimeZone(state: KnownViewerState): string {
  return (state.status === "signed-in" ? state.viewer.timeZone : null) ?? deviceTimeZone();
}
