import { redirect, type ParsedLocation } from "@tanstack/react-router";
import { browserPreferredLocale, localizedAddress } from "@/lib/i18n/preferred-locale";

/** An address without a supported language (`/`, `/veterinarians`, `/de-CH/terms`): the same page in one, replacing it in history. */
export function redirectToLocalizedAddress(location: ParsedLocation) {
  const href = localizedAddress(location.pathname, location.searchStr, browserPreferredLocale());
  return redirect({ href: location.hash === "" ? href : `${href}#${location.hash}`, replace: true });
}
