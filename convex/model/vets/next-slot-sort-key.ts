/** Sorts after every real instant: vets with no free slot come last when sorting by soonest availability. */
export const NO_FREE_SLOT_SORT_KEY = Number.MAX_SAFE_INTEGER;

export function nextSlotSortKey(nextFreeSlotAt: number | undefined): number {
  return nextFreeSlotAt ?? NO_FREE_SLOT_SORT_KEY;
}
