import { useEffect, useMemo, useSyncExternalStore } from "react";

/**
 * Which bookings this browser's vet has opened, so the overview can keep a "new" mark on the others until they are
 * seen. Kept on the device (it is a reading aid, not a record); the first visit takes what is there as seen.
 */
const STORAGE_KEY = "vetline:seen-bookings";
const MAX_REMEMBERED = 500;
const CHANGED_EVENT = "vetline:seen-bookings-changed";
const NOTHING: ReadonlySet<string> = new Set();

function readSeen(raw: string | null): string[] | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

function storedRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGED_EVENT, onChange);
  };
}

export function markBookingsSeen(bookingIds: readonly string[]): void {
  const seen = readSeen(storedRaw()) ?? [];
  const missing = bookingIds.filter((id) => !seen.includes(id));
  if (missing.length === 0 && storedRaw() !== null) return;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify([...seen, ...missing].slice(-MAX_REMEMBERED)));
    window.dispatchEvent(new Event(CHANGED_EVENT));
  } catch {
    // Private mode or a full store: the marks just do not persist.
  }
}

/** The bookings among `bookingIds` not yet opened here; on the very first visit, none. */
export function useUnseenBookings(bookingIds: readonly string[] | undefined): ReadonlySet<string> {
  const raw = useSyncExternalStore(subscribe, storedRaw, () => null);
  useEffect(() => {
    if (raw === null && bookingIds !== undefined) markBookingsSeen(bookingIds);
  }, [raw, bookingIds]);
  return useMemo(() => {
    const seen = readSeen(raw);
    if (seen === null || bookingIds === undefined) return NOTHING;
    const known = new Set(seen);
    return new Set(bookingIds.filter((id) => !known.has(id)));
  }, [raw, bookingIds]);
}

/** Opening a booking's page counts as having seen it. */
export function useMarkBookingSeen(bookingId: string | undefined): void {
  useEffect(() => {
    if (bookingId !== undefined) markBookingsSeen([bookingId]);
  }, [bookingId]);
}
