import { useQuery } from "convex/react";
import { useMemo } from "react";
import { api } from "../../../../convex/_generated/api";

export type UnreadMessages = { unread: number; unreadPhotos: number };

/** Messages from owners waiting for the vet, per consultation, live. */
export function useUnreadByBooking(): ReadonlyMap<string, UnreadMessages> {
  const unread = useQuery(api.conversation.myUnread, {});
  return useMemo(
    () => new Map((unread?.bookings ?? []).map(({ bookingId, ...counts }) => [bookingId as string, counts])),
    [unread],
  );
}
