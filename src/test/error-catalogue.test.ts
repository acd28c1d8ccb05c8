import type { MessageDescriptor } from "@lingui/core";
import { ConvexError } from "convex/values";
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import type { z } from "zod";
import { checkFields } from "@shared/input/field-errors";
import { bookingRulesSchema, dateOverrideSchema, weeklyHoursSchema } from "@shared/schedule/schedule-input";
import { vetProfileSchema } from "@shared/vets/profile-input";
import { resetVerificationSchema, signInSchema, signUpSchema } from "@shared/accounts/auth-input";
import { accountErrorMessage, accountFieldMessage } from "@/features/accounts/utils/account-error-message";
import { ERROR_CODES } from "@shared/errors/error-codes";
import { bookingErrorMessage } from "@/features/bookings/utils/booking-error-message";
import { fieldErrorMessage, scheduleErrorMessage } from "@/features/schedule/utils/schedule-errors";
import { onDemandErrorMessage } from "@/features/see-a-vet-now/utils/on-demand-error-message";
import { fieldMessage, vetErrorMessage, vetFieldErrors } from "@/features/vets/utils/vet-errors";
import { errorCode, errorFields } from "@/lib/convex/server-error";
import { codesThrownIn } from "./codes-thrown-in";

/**
 * The error-code catalogue × the forms that can receive each code (issue #27): every code a form's Convex function
 * can throw, and every per-field code its shared schema gives for what a person can type, must reach the user as its
 * own localized message, never as the generic "Something went wrong". Codes are read from the functions' sources,
 * so a new `throw new ConvexError({ code })` on a form's path fails here until the form can say it.
 * (Where a refusal shows on the page, next to the control and the button, is walked in e2e/vet-journeys.spec.ts.)
 */

const AUTH_SOURCES = ["convex/functions.ts"];


type FieldSample = Record<string, unknown>;

interface FormUnderTest {
  name: string;
  /** The message the form shows for a refusal of the whole request. */
  message: (error: unknown) => MessageDescriptor;
  /** Sources of the function the form calls, down to where it throws. */
  sources: readonly string[];
  /** Codes the form receives that are not thrown literally in its sources (the booking decider's refusals). */
  decidedCodes?: readonly string[];
  /** The per-field message, when the form validates with a shared schema. */
  fieldMessage?: (code: string) => MessageDescriptor | undefined;
  schema?: z.ZodType;
  valid?: FieldSample;
}

const today = "2026-11-24";
const officeDay = [{ start: "09:00", end: "17:00" }];

const PASSWORD_SIGN_IN_SOURCES = [
  "convex/model/accounts/password-provider.ts",
  "convex/model/accounts/email-address.ts",
  "convex/model/accounts/password-policy.ts",
];

const FORMS: FormUnderTest[] = [
  {
    name: "sign-up",
    message: accountErrorMessage,
    sources: PASSWORD_SIGN_IN_SOURCES,
    // What the profile's field check answers (convex/model/accounts/profile.ts, a field → code map).
    decidedCodes: ["INVALID_NAME", "INVALID_ROLE", "INVALID_LOCALE", "INVALID_TIME_ZONE", "INVALID_LICENCE_NUMBER", "INVALID_LICENCE_COUNTRY"],
    fieldMessage: accountFieldMessage,
    schema: signUpSchema,
    valid: {
      role: "vet",
      name: "Lucía Vet",
      email: "lucia@example.es",
      password: "gatos en la azotea",
      locale: "es",
      timeZone: "Europe/Madrid",
      licenceNumber: "TK-4471",
      licenceCountry: "ES",
    },
  },
  {
    name: "sign-in",
    message: accountErrorMessage,
    sources: PASSWORD_SIGN_IN_SOURCES,
    fieldMessage: accountFieldMessage,
    schema: signInSchema,
    valid: { email: "lucia@example.es", password: "gatos en la azotea" },
  },
  {
    name: "password reset",
    message: accountErrorMessage,
    sources: PASSWORD_SIGN_IN_SOURCES,
    fieldMessage: accountFieldMessage,
    schema: resetVerificationSchema,
    valid: { code: "1234 5678", newPassword: "gatos en la azotea" },
  },
  {
    name: "vet profile",
    message: vetErrorMessage,
    sources: [...AUTH_SOURCES, "convex/vets.ts", "convex/model/vets/vet-commands.ts", "convex/model/input/require-valid.ts"],
    fieldMessage,
    schema: vetProfileSchema,
    valid: {
      displayName: "Dr Vera Costa",
      bio: { en: "Small animals", de: "", fr: "", es: "" },
      languages: ["en", "es"],
      species: ["dog"],
      specialties: ["dermatology"],
      licenceNumber: "L-1",
      licenceCountry: "ES",
      consultationMinutes: 20,
      priceMinor: 3650,
      currency: "EUR",
      timeZone: "Europe/Madrid",
    },
  },
  {
    name: "booking rules",
    message: scheduleErrorMessage,
    sources: [...AUTH_SOURCES, "convex/schedule.ts", "convex/model/schedule/schedule-commands.ts", "convex/model/input/require-valid.ts"],
    fieldMessage: fieldErrorMessage,
    schema: bookingRulesSchema,
    valid: { bufferBeforeMinutes: 0, bufferAfterMinutes: 5, minimumNoticeMinutes: 60, horizonDays: 60 },
  },
  {
    name: "weekly hours",
    message: scheduleErrorMessage,
    sources: [...AUTH_SOURCES, "convex/schedule.ts", "convex/model/schedule/schedule-commands.ts", "convex/model/input/require-valid.ts"],
    fieldMessage: fieldErrorMessage,
    schema: weeklyHoursSchema,
    valid: {
      monday: officeDay,
      tuesday: officeDay,
      wednesday: officeDay,
      thursday: officeDay,
      friday: officeDay,
      saturday: [],
      sunday: [],
    },
  },
  {
    name: "date override",
    message: scheduleErrorMessage,
    sources: [...AUTH_SOURCES, "convex/schedule.ts", "convex/model/schedule/schedule-commands.ts", "convex/model/input/require-valid.ts"],
    fieldMessage: fieldErrorMessage,
    schema: dateOverrideSchema(today, "2027-11-24"),
    valid: { date: "2026-12-01", intervals: officeDay },
  },
  {
    name: "consultation notes",
    message: bookingErrorMessage,
    sources: [
      ...AUTH_SOURCES,
      "convex/bookings.ts",
      "convex/model/bookings/access.ts",
      "convex/model/bookings/run-command.ts",
      "convex/model/bookings/command-keys.ts",
      "convex/model/bookings/event-store.ts",
    ],
    // What decide() answers to publish_summary (convex/model/bookings/decide.ts).
    decidedCodes: ["BOOKING_NOT_FOUND", "INVALID_STATUS", "NOT_STARTED_YET", "SUMMARY_INCOMPLETE"],
  },
  {
    name: "see a vet now (owner's request, vet's switch and queue)",
    message: onDemandErrorMessage,
    sources: [
      ...AUTH_SOURCES,
      "convex/onDemand.ts",
      ...readdirSync("convex/model/on-demand")
        .filter((file) => !/\.(test|testing)\.ts$/.test(file))
        .map((file) => `convex/model/on-demand/${file}`),
      "convex/model/bookings/booking-terms.ts",
      "convex/model/rate-limits.ts",
      "convex/model/bookings/command-keys.ts",
    ],
    // What the processor answers when the card is reserved (convex/model/payments/local-payment-provider.ts).
    decidedCodes: ["CARD_DECLINED", "INSUFFICIENT_FUNDS"],
  },
];

/** What a person can put in a field of the sample's type: empty, blank, too much, malformed, repeated. */
function badValuesLike(sample: unknown): unknown[] {
  if (typeof sample === "string") return ["", "   ", "x", "x".repeat(6000), "25:99", "2026-02-30", "2000-01-01", "zz", "Not/A_Zone"];
  if (typeof sample === "number") return [Number.NaN, -1, 0, 1.5, 1e9];
  // Lists keep their element type: the Convex validators refuse anything else before the schema runs.
  if (Array.isArray(sample) && typeof sample[0] === "string") {
    const first = sample[0];
    return [[], Array.from({ length: 30 }, (_unused, index) => `l${index}`), [first, first], ["zz"], [""], ["x".repeat(200)]];
  }
  if (Array.isArray(sample)) {
    return [
      [],
      [{ start: "10:00", end: "09:00" }],
      [{ start: "", end: "" }],
      [{ start: "25:00", end: "26:00" }],
      [
        { start: "09:00", end: "12:00" },
        { start: "11:00", end: "13:00" },
      ],
      Array.from({ length: 9 }, (_unused, index) => ({ start: `0${index}:00`, end: `0${index}:30` })),
    ];
  }
  if (sample !== null && typeof sample === "object") {
    return Object.keys(sample).flatMap((key) =>
      badValuesLike((sample as FieldSample)[key]).map((value) => ({ ...(sample as FieldSample), [key]: value })),
    );
  }
  return [];
}

/** Every per-field code the schema gives for bad input in any one field of a valid sample. */
function fieldCodesOf(schema: z.ZodType, valid: FieldSample): Array<{ field: string; code: string; input: unknown }> {
  const found = new Map<string, { field: string; code: string; input: unknown }>();
  for (const [key, sample] of Object.entries(valid)) {
    for (const value of badValuesLike(sample)) {
      const checked = checkFields(schema, { ...valid, [key]: value });
      if (checked.ok) continue;
      for (const [field, code] of Object.entries(checked.fields)) found.set(`${field}:${code}`, { field, code, input: value });
    }
  }
  return [...found.values()];
}

const refusalWith = (data: Record<string, unknown>) => new ConvexError(data as never);

describe("the error-code catalogue × the forms that receive each code", () => {
  for (const form of FORMS) {
    const generic = form.message(new Error("not a Convex error"));
    const codes = [...codesThrownIn(form.sources), ...(form.decidedCodes ?? [])];

    test(`${form.name}: each refusal its function can throw has its own message (${codes.join(", ")})`, () => {
      expect(codes.length).toBeGreaterThan(0);
      const generic_ = codes.filter((code) => form.message(refusalWith({ code })).id === generic.id);
      expect(generic_, "codes that reach the user as the generic message").toEqual([]);
    });

    if (form.schema !== undefined && form.valid !== undefined && form.fieldMessage !== undefined) {
      const describeField = form.fieldMessage;
      const schema = form.schema;
      const valid = form.valid;
      test(`${form.name}: every field code for bad input has its own message`, () => {
        expect(checkFields(schema, valid).ok).toBe(true);
        const fieldCodes = fieldCodesOf(schema, valid);
        expect(fieldCodes.length).toBeGreaterThan(0);
        const unexplained = fieldCodes.filter(({ code }) => {
          const message = describeField(code);
          return message === undefined || message.id === generic.id;
        });
        expect(unexplained, "field codes shown as the generic message").toEqual([]);
      });
    }
  }

  test("a published profile's missing parts land on the controls that fix them", () => {
    const fields = vetFieldErrors(refusalWith({ code: "PROFILE_INCOMPLETE", missing: ["species", "languages", "photo"] }));
    expect(fields).toEqual({ species: "needed_while_published", languages: "needed_while_published" });
    expect(fieldMessage("needed_while_published")?.id).not.toBe(vetErrorMessage(new Error("x")).id);
  });
});

/** Every Convex source that runs in production (tests and test helpers left out). */
function convexSources(): string[] {
  return readdirSync("convex", { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.startsWith("_generated") && !/\.(test|testing)\.ts$/.test(file))
    .map((file) => `convex/${file}`);
}

describe("the typed catalogue of error codes (convex/shared/errors/error-codes.ts)", () => {
  const thrown = new Set<string>();
  /** Codes named anywhere else in the server, e.g. in a field → code map or a provider's decline type. */
  const named = new Set<string>();
  for (const file of convexSources()) {
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(/\bcode:\s*"([A-Z_]+)"|accountError\(\s*"([A-Z_]+)"/g)) thrown.add((match[1] ?? match[2])!);
    if (!file.endsWith("error-codes.ts")) for (const match of source.matchAll(/"([A-Z][A-Z_]+)"/g)) named.add(match[1]!);
  }

  test("holds every code a Convex function throws", () => {
    expect(thrown.size).toBeGreaterThan(40);
    const catalogue = new Set<string>(ERROR_CODES);
    expect([...thrown].filter((code) => !catalogue.has(code)).sort(), "thrown but not in the catalogue").toEqual([]);
  });

  test("holds no code the server never names", () => {
    expect(ERROR_CODES.filter((code) => !thrown.has(code) && !named.has(code)), "in the catalogue but named nowhere").toEqual([]);
  });

  test("the one client decoder reads the code and the fields a refusal carries, and nothing from other errors", () => {
    const refusal = refusalWith({ code: "INVALID_INPUT", fields: { "monday.0.start": "invalid_time" } });
    expect(errorCode(refusal)).toBe("INVALID_INPUT");
    expect(errorFields(refusal)).toEqual({ "monday.0.start": "invalid_time" });
    expect(errorCode(new Error("network"))).toBeUndefined();
    expect(errorFields(new Error("network"))).toEqual({});
    expect(errorCode(new ConvexError("plain text"))).toBeUndefined();
  });
});
