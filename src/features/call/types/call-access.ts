/** What the server says about one consultation's call, from the viewer's side (convex/calls.ts `callAccess`). */
export type CallRole = "owner" | "vet";

/** `away`: joined or preparing, but no heartbeat for a while (closed tab, lost network). */
export type PresenceState = "absent" | "preparing" | "joined" | "left" | "away";

export type JoinWindowStatus = "early" | "open" | "closed";

export interface CallAccess {
  bookingId: string;
  /** For "book again". */
  vetId: string;
  role: CallRole;
  petName: string;
  otherPartyName: string;
  startsAt: number;
  endsAt: number;
  window: { opensAt: number; closesAt: number; status: JoinWindowStatus };
  /** The vet closed the consultation (or it was marked a no-show): nobody can join any more. */
  ended: boolean;
  /** The vet's End closed it (not the clock, not a no-show). */
  endedByVet: boolean;
  /** It ended interrupted (connection policy): not charged; the owner chooses a free new one or a refund. */
  interrupted: boolean;
  me: { presence: PresenceState; peerId: string | null };
  /**
   * The other side's peer id is only given while they are joined, the window is open and their peer is
   * registered on the signaling server; `peerReadyAt` changes each time it registers (again).
   */
  other: { presence: PresenceState; peerId: string | null; peerReadyAt: number | null };
}

/** Why the server will not show this call to the viewer at all. */
export type CallRefusal = "NOT_AUTHENTICATED" | "NOT_FOUND" | "CALL_FORBIDDEN" | "CALL_CANCELLED" | "UNKNOWN";
