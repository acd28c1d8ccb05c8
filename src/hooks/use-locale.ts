import { useParams } from "@tanstack/react-router";
import { isLocale, type Locale } from "@/lib/i18n/locales";

export function useLocale(): Locale {
  return useParams({ strict: false, select: (params) => (isLocale(params.locale) ? params.locale : "en") });
}
