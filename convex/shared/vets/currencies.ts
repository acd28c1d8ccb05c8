/** The currencies a vet may charge in. Apart from the profile's schema, so the directory's first page loads no zod. */
export const SUPPORTED_CURRENCIES = ["EUR", "GBP", "USD", "CHF"] as const;
