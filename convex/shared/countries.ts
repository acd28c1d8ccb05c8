/** ISO 3166-1 codes of the countries whose vets can register: the choices of the sign-up and profile forms. */
export const LICENCE_COUNTRIES = [
  "AR", "AT", "AU", "BE", "BG", "BR", "CA", "CH", "CL", "CO", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR",
  "GB", "GR", "HR", "HU", "IE", "IS", "IT", "LI", "LT", "LU", "LV", "MC", "MT", "MX", "NL", "NO", "NZ", "PE",
  "PL", "PT", "RO", "SE", "SI", "SK", "US", "UY",
] as const;

/** The shape every stored country code has. Codes outside the list stay valid: a profile keeps what it has. */
export const COUNTRY_CODE = /^[A-Z]{2}$/;

/** How a country code is stored, wherever it arrives: trimmed and in capitals ("de " → "DE"). */
export function normalizeCountryCode(value: string): string {
  return value.trim().toUpperCase();
}
