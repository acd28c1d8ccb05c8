import type { Locale } from "@/lib/i18n/locales";

export type Role = "owner" | "vet";

/** Where a user starts after signing in: an owner on their bookings, a vet on the vet overview. */
export function landingPath(locale: Locale, role: Role | null): string {
  return role === "vet" ? `/${locale}/vet/overview` : `/${locale}/bookings`;
}
