import { useEffect, useState } from "react";

function pageIsShown(): boolean {
  return document.visibilityState === "visible";
}

/**
 * Marks the conversation read while it is on screen: when unread messages arrive and the tab is visible,
 * or when the person comes back to the tab. Reading is what the other side's "Seen" and the email rely on,
 * so a conversation in a background tab stays unread.
 */
export function useMarkReadWhileShown(unread: number | undefined, markRead: () => Promise<unknown>): void {
  const [shown, setShown] = useState(pageIsShown);
  useEffect(() => {
    const onChange = () => setShown(pageIsShown());
    document.addEventListener("visibilitychange", onChange);
    return () => document.removeEventListener("visibilitychange", onChange);
  }, []);
  useEffect(() => {
    if (shown && unread !== undefined && unread > 0) void markRead().catch(() => undefined);
  }, [shown, unread, markRead]);
}
