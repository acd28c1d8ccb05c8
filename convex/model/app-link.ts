import type { Locale } from "../tables/accounts";

/**
 * An absolute link into the web app in the reader's language, when the app's address is configured
 * (SITE_URL, the same setting @convex-dev/auth redirects to); null otherwise, and the email or invite goes without it.
 */
export function appLink(locale: Locale, path: string, env: Record<string, string | undefined> = process.env): string | null {
  const site = env.SITE_URL;
  return site === undefined || site === "" ? null : `${site.replace(/\/+$/, "")}/${locale}${path}`;
}
