import type { Locale } from "../../tables/accounts";

const DEFAULT_APP_URL = "http://127.0.0.1:5173";

/** The web app's address (SITE_URL, the same setting @convex-dev/auth redirects to). */
export function appUrl(env: Record<string, string | undefined> = process.env): string {
  return (env.SITE_URL || DEFAULT_APP_URL).replace(/\/+$/, "");
}

/** Where a participant prepares camera and microphone before joining: the link in invites and reminders. */
export function joinUrl(locale: Locale, bookingId: string): string {
  return `${appUrl()}/${locale}/call/${bookingId}/prepare`;
}
