import { z } from "zod";
import type { Value } from "convex/values";
import { type Locale, SUPPORTED_LOCALES } from "../../tables/accounts";
import type { Role } from "../../functions";
import { normalizeEmail } from "./email-address";
import { type AccountErrorCode, accountError } from "./errors";
import { COUNTRY_CODE, normalizeCountryCode } from "../../shared/countries";
import { isIanaTimeZone } from "../../shared/time-zone";
import { NAME_MAX_LENGTH, PHONE_PATTERN } from "../../shared/accounts/profile-input";
import { LICENCE_NUMBER_LENGTH } from "../../shared/accounts/auth-input";

const fieldSchemas = {
  name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
  role: z.enum(["owner", "vet"]),
  locale: z.enum(SUPPORTED_LOCALES),
  timeZone: z.string().refine(isIanaTimeZone),
  phone: z.string().trim().regex(PHONE_PATTERN),
  licenceNumber: z.string().trim().min(LICENCE_NUMBER_LENGTH.min).max(LICENCE_NUMBER_LENGTH.max),
  licenceCountry: z.string().transform(normalizeCountryCode).pipe(z.string().regex(COUNTRY_CODE)),
};

const fieldErrors: Record<keyof typeof fieldSchemas, AccountErrorCode> = {
  name: "INVALID_NAME",
  role: "INVALID_ROLE",
  locale: "INVALID_LOCALE",
  timeZone: "INVALID_TIME_ZONE",
  phone: "INVALID_PHONE",
  licenceNumber: "INVALID_LICENCE_NUMBER",
  licenceCountry: "INVALID_LICENCE_COUNTRY",
};

function parseField<F extends keyof typeof fieldSchemas>(field: F, value: unknown): z.output<(typeof fieldSchemas)[F]> {
  const result = fieldSchemas[field].safeParse(value);
  if (!result.success) throw accountError(fieldErrors[field]);
  return result.data as z.output<(typeof fieldSchemas)[F]>;
}

export type VetLicence = { licenceNumber: string; licenceCountry: string };

export type SignUpProfile = {
  email: string;
  name: string;
  role: Role;
  locale: Locale;
  timeZone: string;
  /** Present for vets only; not a users-table field, the sign-up hook moves it to the vet profile. */
  vetLicence?: VetLicence;
};

/** Validates the sign-up form's fields; throws a ConvexError naming the first invalid one. */
export function signUpProfileFromParams(params: Record<string, Value | undefined>): SignUpProfile {
  const profile: SignUpProfile = {
    email: normalizeEmail(params.email),
    name: parseField("name", params.name),
    role: parseField("role", params.role),
    locale: parseField("locale", params.locale),
    timeZone: parseField("timeZone", params.timeZone),
  };
  if (profile.role === "vet") profile.vetLicence = parseVetLicence(params);
  return profile;
}

/** Validates again what profile() returned, as the library hands it to the user-creation callback. */
export function signUpProfileFromProviderProfile(profile: Record<string, unknown>): SignUpProfile {
  const { vetLicence, ...fields } = profile;
  const licence = typeof vetLicence === "object" && vetLicence !== null ? vetLicence : {};
  return signUpProfileFromParams({ ...fields, ...licence } as Record<string, Value | undefined>);
}

export function parseVetLicence(input: { licenceNumber?: unknown; licenceCountry?: unknown }): VetLicence {
  return {
    licenceNumber: parseField("licenceNumber", input.licenceNumber),
    licenceCountry: parseField("licenceCountry", input.licenceCountry),
  };
}

export type ProfileUpdate = { name: string; phone: string | undefined; locale: Locale; timeZone: string };

export function parseProfileUpdate(input: {
  name: string;
  phone?: string | null;
  locale: string;
  timeZone: string;
}): ProfileUpdate {
  const phone = input.phone?.trim() ? parseField("phone", input.phone) : undefined;
  return {
    name: parseField("name", input.name),
    phone,
    locale: parseField("locale", input.locale),
    timeZone: parseField("timeZone", input.timeZone),
  };
}
