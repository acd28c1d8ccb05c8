import { SUPPORTED_LOCALES, type Locale } from "../../tables/accounts";

/** The language a demo vet's emails come in: the first they speak that Vetline is written in. */
export function accountLocaleFor(languages: readonly string[]): Locale {
  const spoken = languages.find((language): language is Locale => (SUPPORTED_LOCALES as readonly string[]).includes(language));
  return spoken ?? "en";
}
