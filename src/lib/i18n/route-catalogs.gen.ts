// Written by `npm run i18n:extract` (scripts/i18n/catalog-layout.ts): which catalogs a page needs. Do not edit.

export const catalogNames = ["messages", "accounts", "bookings", "call", "common", "conversation", "marketing", "payments", "pets", "schedule", "see-a-vet-now", "vet-overview", "vets"] as const;
export type CatalogName = (typeof catalogNames)[number];

/** Route id → the catalogs its modules' strings are in, besides the first page's. */
export const routeCatalogs: Readonly<Record<string, readonly CatalogName[]>> = {
  "/": [],
  "/$locale": [],
  "/$locale/": [],
  "/$locale/@authauth/signin": ["accounts", "common"],
  "/$locale/$": [],
  "/$locale/accessibility": ["marketing"],
  "/$locale/auth/callback": ["accounts"],
  "/$locale/auth/error": ["accounts"],
  "/$locale/auth/reset-password/": ["accounts", "common"],
  "/$locale/auth/reset-password/success": ["accounts"],
  "/$locale/auth/signin": ["accounts", "common"],
  "/$locale/auth/signup": ["accounts", "common"],
  "/$locale/bookings/": ["bookings", "common", "see-a-vet-now"],
  "/$locale/bookings/$meetingId": [],
  "/$locale/bookings/$meetingId/edit": ["bookings", "common"],
  "/$locale/bookings/$meetingId/summary/": ["bookings", "common", "conversation"],
  "/$locale/bookings/$meetingId/summary/vet": ["bookings", "common"],
  "/$locale/bookings/book/$vetId": ["bookings", "common", "payments"],
  "/$locale/bookings/now/": ["common", "payments", "see-a-vet-now"],
  "/$locale/bookings/now/$requestId": ["common", "see-a-vet-now"],
  "/$locale/call/$meetingId": ["call"],
  "/$locale/call/$meetingId/": ["call", "conversation"],
  "/$locale/call/$meetingId/ended": ["call"],
  "/$locale/call/$meetingId/left": ["call"],
  "/$locale/call/$meetingId/prepare": ["call", "common"],
  "/$locale/manage/account": ["accounts", "common"],
  "/$locale/manage/payment": ["common", "payments"],
  "/$locale/my-pets": ["common", "pets"],
  "/$locale/pets/$petId/": ["common", "pets"],
  "/$locale/pets/$petId/edit": ["common", "pets"],
  "/$locale/privacy": ["marketing"],
  "/$locale/terms": ["marketing"],
  "/$locale/vet": [],
  "/$locale/vet/overview": ["common", "see-a-vet-now", "vet-overview"],
  "/$locale/vet/profile": ["common", "vets"],
  "/$locale/vet/schedule": ["common", "schedule"],
  "/$locale/veterinarians/": ["common", "vets"],
  "/$locale/veterinarians/$vetId": ["bookings", "common", "vets"],
};

/** Module the first page imports lazily → the catalogs it needs, loaded with it (see lazy-with-catalogs.ts). */
export const lazyCatalogs = {
  "src/components/errors/not-for-your-account-page.tsx": ["common"],
  "src/features/accounts/components/sign-in-dialog-content.tsx": ["accounts", "common"],
} as const satisfies Record<string, readonly CatalogName[]>;
