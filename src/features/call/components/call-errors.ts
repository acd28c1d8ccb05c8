import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { CallRefusal } from "../types/call-access";

/** Server codes from joining, as messages the user can act on. */
export function joinErrorMessage(code: string): MessageDescriptor {
  switch (code) {
    case "TOO_EARLY":
      return msg`The consultation cannot be joined yet. Please try again closer to its start.`;
    case "WINDOW_CLOSED":
      return msg`The time for this consultation is over, so it can no longer be joined.`;
    case "CALL_ENDED":
      return msg`The vet has already ended this consultation.`;
    case "CALL_CANCELLED":
      return msg`This consultation was cancelled.`;
    default:
      return msg`Joining did not work. Check your connection and try again.`;
  }
}

export function refusalTitle(refusal: CallRefusal): MessageDescriptor {
  switch (refusal) {
    case "NOT_AUTHENTICATED":
      return msg`Sign in to join your consultation`;
    case "CALL_CANCELLED":
      return msg`This consultation was cancelled`;
    case "NOT_FOUND":
    case "CALL_FORBIDDEN":
      return msg`This consultation is not available`;
    default:
      return msg`The consultation could not be loaded`;
  }
}

export function refusalDetail(refusal: CallRefusal): MessageDescriptor {
  switch (refusal) {
    case "NOT_AUTHENTICATED":
      return msg`Only the pet's owner and the vet of this booking can join the call.`;
    case "CALL_CANCELLED":
      return msg`There is no call for a cancelled consultation. Your bookings show what happens with the payment.`;
    case "NOT_FOUND":
    case "CALL_FORBIDDEN":
      return msg`Only the pet's owner and the vet of this booking can join the call. Check that you are signed in with the right account.`;
    default:
      return msg`Check your connection and reload the page.`;
  }
}
