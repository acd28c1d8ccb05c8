import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type ErrorMessages, messageForError } from "@/lib/convex/server-error";
import type { PhotoProblem } from "@/lib/files/upload-photo";

/** Per-field codes shared with the server (convex/shared/conversation/message-input.ts). */
const fieldMessages: Record<string, MessageDescriptor> = {
  required: msg`Write a message first.`,
  too_long: msg`This message is too long; shorten it.`,
};

const errorMessages: ErrorMessages = {
  NOT_AUTHENTICATED: msg`Your session has ended. Sign in again to send messages.`,
  NOT_FOUND: msg`This conversation could not be found.`,
  FORBIDDEN_ROLE: msg`Only the vet can close or reopen the conversation.`,
  CONVERSATION_CLOSED: msg`This conversation no longer takes messages.`,
  RATE_LIMITED: msg`You are sending messages very quickly. Wait a minute, then send again.`,
  INVALID_PHOTO: msg`This photo cannot be sent: choose a JPEG, PNG or WebP image of at most 5 MB.`,
  INVALID_INPUT: msg`Check your message; see the note under it.`,
  INPUT_TOO_LONG: msg`This message is too long; shorten it.`,
};

const fallback = msg`The message could not be sent. Check your connection and try again.`;

export function conversationErrorMessage(error: unknown): MessageDescriptor {
  return messageForError(error, errorMessages, fallback);
}

export function messageFieldMessage(code: string | undefined): MessageDescriptor | undefined {
  return code === undefined ? undefined : (fieldMessages[code] ?? fallback);
}

export const photoProblemMessages: Record<PhotoProblem, MessageDescriptor> = {
  unsupported_type: msg`Use a JPEG, PNG or WebP image.`,
  too_large: msg`The image is larger than 5 MB.`,
};
