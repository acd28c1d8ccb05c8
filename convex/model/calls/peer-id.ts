import type { Participant } from "../bookings/types";

/**
 * A fresh signaling id for one join: 128 random bits, so nobody can reach a participant's peer from
 * the meeting id, and a reconnect never collides with the previous, possibly half-closed, peer.
 */
export function newPeerId(participant: Participant): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${participant}-${hex}`;
}
