import type { CallAccess, CallRefusal } from "./call-access";

/**
 * The call machine's port to the server. The Convex adapter implements it; tests pass fakes.
 * Errors from `join` carry the server's code (see `joinFailureCode`).
 */
export interface CallBackend {
  watchAccess(
    meetingId: string,
    onAccess: (access: CallAccess) => void,
    onRefused: (refusal: CallRefusal) => void,
  ): () => void;
  enterPrepare(meetingId: string): Promise<void>;
  heartbeat(meetingId: string): Promise<void>;
  /** Marks the viewer as joined and returns a fresh peer id for this attempt. */
  join(meetingId: string): Promise<{ peerId: string }>;
  /** This side's peer (of its current join) is registered on the signaling server: the other side may call it. */
  peerReady(meetingId: string, peerId: string): Promise<void>;
  /** This side's own media connection is up or lost (for the fair outcome of an interrupted consultation). */
  reportConnection(meetingId: string, connected: boolean): Promise<void>;
  leave(meetingId: string): Promise<void>;
  endConsultation(meetingId: string): Promise<void>;
}
