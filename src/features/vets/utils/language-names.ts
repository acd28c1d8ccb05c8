import { languageName } from "@/lib/i18n/language-names";

/** Languages offered in the directory filter and the profile form (ISO 639-1), named by the browser in the UI locale. */
export const SPOKEN_LANGUAGES = [
  "en", "de", "fr", "es", "it", "nl", "pt", "pl", "sv", "da", "no", "fi", "cs", "el", "hu", "ro",
  "tr", "ar", "he", "ru", "uk", "zh", "ja", "ko", "hi", "vi", "ga",
] as const;


export function sortedLanguageOptions(locale: string): Array<{ code: string; name: string }> {
  return SPOKEN_LANGUAGES.map((code) => ({ code, name: languageName(code, locale) })).sort((a, b) =>
    a.name.localeCompare(b.name, locale),
  );
}
