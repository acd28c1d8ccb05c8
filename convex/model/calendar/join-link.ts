import type { Locale } from "../../tables/accounts";
import { appLink } from "../app-link";

/** Where a participant prepares camera and microphone before joining: the link in invites and reminders. */
export function joinUrl(locale: Locale, bookingId: string): string | null {
  return appLink(locale, `/call/${bookingId}/prepare`);
}
