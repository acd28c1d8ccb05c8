import type { freeTimesWindow } from "./free-times-window";

let loading: Promise<typeof freeTimesWindow> | undefined;

/**
 * The free-times window needs the time-zone library, which stays out of the first page's download (ADR 0011):
 * loaded once, on demand. A failed download is tried again on the next call.
 */
export function loadFreeTimesWindow(): Promise<typeof freeTimesWindow> {
  loading ??= import("./free-times-window").then(
    (module) => module.freeTimesWindow,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
