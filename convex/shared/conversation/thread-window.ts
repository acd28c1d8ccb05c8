import { CONVERSATION_FOLLOW_UP_MS } from "../policy";

/** Why a conversation takes no new messages: the booking was cancelled, the vet closed it, or its time ran out. */
export type ConversationClosure = "cancelled" | "closed_by_vet" | "window_ended";

export type ConversationWindow =
  | { open: true; closesAt: number }
  | { open: false; reason: ConversationClosure; closedAt: number | null };

/** What the window depends on: the booking's status and planned end, and the vet's last close or reopen. */
export type ConversationWindowInput = {
  status: string;
  endsAt: number;
  closedByVetAt?: number;
  reopenedAt?: number;
};

/** When the conversation closes by itself: a follow-up period after the end, or after the vet's last reopen. */
export function conversationClosesAt({ endsAt, reopenedAt }: ConversationWindowInput): number {
  const afterConsultation = endsAt + CONVERSATION_FOLLOW_UP_MS;
  return reopenedAt === undefined ? afterConsultation : Math.max(afterConsultation, reopenedAt + CONVERSATION_FOLLOW_UP_MS);
}

/**
 * Whether new messages are accepted at `now`. Runs on the server (which enforces it) and in the browser (which
 * closes the composer the moment the window ends, without waiting for a change in the data).
 */
export function conversationWindow(input: ConversationWindowInput, now: number): ConversationWindow {
  if (input.status === "cancelled") return { open: false, reason: "cancelled", closedAt: null };
  if (input.closedByVetAt !== undefined) return { open: false, reason: "closed_by_vet", closedAt: input.closedByVetAt };
  const closesAt = conversationClosesAt(input);
  if (now >= closesAt) return { open: false, reason: "window_ended", closedAt: closesAt };
  return { open: true, closesAt };
}
