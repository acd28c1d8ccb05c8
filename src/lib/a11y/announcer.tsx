import { useSyncExternalStore } from "react";

type Announcement = { id: number; text: string; politeness: "polite" | "assertive" };

let current: Announcement | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

/**
 * Says `text` to screen readers through the app's one pair of live regions, which exist from the first paint (a
 * region created together with its text is often not read). Callable from anywhere: components, form callbacks,
 * route hooks. The same text twice is read twice: each announcement is a new node.
 */
export function announce(text: string, politeness: Announcement["politeness"] = "polite"): void {
  if (text.trim() === "") return;
  current = { id: nextId++, text, politeness };
  for (const listener of listeners) listener();
}

/** Empties the live regions: on a new page, the last page's "3 veterinarians found" is no longer true. */
export function clearAnnouncements(): void {
  if (current === null) return;
  current = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => current;

/** Rendered once, in the layout every page shares. */
export function LiveAnnouncer() {
  const announcement = useSyncExternalStore(subscribe, snapshot, snapshot);
  return (
    <div className="visually-hidden">
      <div role="status" aria-live="polite" aria-atomic="true" data-announcer="polite">
        {announcement?.politeness === "polite" ? <p key={announcement.id}>{announcement.text}</p> : null}
      </div>
      <div aria-live="assertive" aria-atomic="true" data-announcer="assertive">
        {announcement?.politeness === "assertive" ? <p key={announcement.id}>{announcement.text}</p> : null}
      </div>
    </div>
  );
}
