/** Whether the call can be joined now; the window itself comes from the server (convex/shared/policy.ts). */
export function isJoinOpen(booking: { status: string; joinOpensAt: number; joinClosesAt: number }, now: number) {
  return (
    (booking.status === "confirmed" || booking.status === "in_call") &&
    now >= booking.joinOpensAt &&
    now < booking.joinClosesAt
  );
}
