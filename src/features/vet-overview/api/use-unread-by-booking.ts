import { useMemo } from "react";
import { usePageQuery } from "@/lib/data/page-query";
import { unreadMessagesQuery } from "@/lib/data/shared-queries";

export type UnreadMessages = { unread: number; unreadPhotos: number };

/** Messages from owners waiting for the vet, per consultation, live. */
export function useUnreadByBooking(): ReadonlyMap<string, UnreadMessages> {
  const unread = usePageQuery(unreadMessagesQuery());
  return useMemo(
    () => new Map((unread?.bookings ?? []).map(({ bookingId, ...counts }) => [bookingId as string, counts])),
    [unread],
  );
}
