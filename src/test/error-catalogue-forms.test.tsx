import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import type { MyVetProfile } from "@/features/vets/api/use-vets";
import { emptyWeeklyHours } from "@shared/schedule/default-hours";
import { BookingRulesForm } from "@/features/schedule/components/booking-rules-form";
import { WeeklyHoursEditor } from "@/features/schedule/components/weekly-hours-editor";
import { renderInRouter } from "@/test/render-in-router";
import { VetProfileForm } from "@/features/vets/components/vet-profile-form";
import { codesThrownIn } from "./codes-thrown-in";

/**
 * The rendered half of the catalogue walk (src/test/error-catalogue.test.ts has the message half): each code the
 * form's function can throw is shown in the row of the button that was pressed (where the vet is looking), not at
 * the top of a long form; codes carrying fields mark those fields.
 */

const updateVetProfile = vi.hoisted(() => vi.fn());
const setBookingRules = vi.hoisted(() => vi.fn());
const setWeeklyHours = vi.hoisted(() => vi.fn());
vi.mock("@/features/vets/api/use-vets", () => ({ useVetProfileMutations: () => ({ updateVetProfile }) }));
vi.mock("@/features/schedule/api/use-schedule", () => ({ useScheduleMutations: () => ({ setBookingRules, setWeeklyHours }) }));

const GENERIC = "Something went wrong. Try again in a moment.";


/** A refusal as the server sends it, with the details the code carries. */
function refusal(code: string, fields: Record<string, string>): ConvexError<Record<string, never>> {
  const extra = code === "INVALID_INPUT" ? { fields } : code === "PROFILE_INCOMPLETE" ? { missing: ["species", "photo"] } : {};
  return new ConvexError({ code, ...extra } as never);
}

const profile = {
  _id: "vet1",
  displayName: "Dr Vera Costa",
  bio: { en: "Small animals" },
  languages: ["en"],
  species: ["dog"],
  specialties: [],
  licenceNumber: "L-1",
  licenceCountry: "ES",
  consultationMinutes: 20,
  priceMinor: 3650,
  currency: "EUR",
  timeZone: "Europe/Madrid",
  published: true,
  photoUrl: null,
  missingForPublication: [],
} as unknown as MyVetProfile;

interface RenderedForm {
  name: string;
  sources: readonly string[];
  render: () => Promise<unknown>;
  reject: (error: unknown) => void;
  submitLabel: string;
  /** What the vet does before pressing the button (a form that saves only changes). */
  prepare?: () => Promise<void>;
  /** A field the form has, as the server names it, and its visible label (checked with INVALID_INPUT). */
  field?: { path: string; label: string; code: string };
}

const FORMS: RenderedForm[] = [
  {
    name: "vet profile",
    sources: ["convex/functions.ts", "convex/vets.ts", "convex/model/vets/vet-commands.ts", "convex/model/input/require-valid.ts"],
    render: async () => render(<VetProfileForm profile={profile} />, { wrapper: Providers }),
    reject: (error) => updateVetProfile.mockRejectedValue(error),
    submitLabel: "Save profile",
    field: { path: "licenceNumber", label: "Licence number", code: "too_long" },
  },
  {
    name: "booking rules",
    sources: ["convex/functions.ts", "convex/schedule.ts", "convex/model/schedule/schedule-commands.ts", "convex/model/input/require-valid.ts"],
    render: async () =>
      render(<BookingRulesForm saved={{ bufferBeforeMinutes: 0, bufferAfterMinutes: 0, minimumNoticeMinutes: 60, horizonDays: 60 }} />, {
        wrapper: Providers,
      }),
    reject: (error) => setBookingRules.mockRejectedValue(error),
    submitLabel: "Save booking rules",
    field: { path: "horizonDays", label: "Booking horizon (days)", code: "out_of_range" },
  },
  {
    name: "weekly hours",
    sources: ["convex/functions.ts", "convex/schedule.ts", "convex/model/schedule/schedule-commands.ts", "convex/model/input/require-valid.ts"],
    render: () => renderInRouter(() => <WeeklyHoursEditor saved={emptyWeeklyHours()} timeZone="Europe/Madrid" />),
    reject: (error) => setWeeklyHours.mockRejectedValue(error),
    submitLabel: "Save weekly hours",
    prepare: () => userEvent.click(screen.getByRole("button", { name: "Fill in Monday to Friday, 09:00–17:00" })),
  },
];

function Providers({ children }: { children: React.ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe("each refusal a form can receive is shown beside the pressed button", () => {
  for (const form of FORMS) {
    for (const code of codesThrownIn(form.sources)) {
      test(`${form.name} ← ${code}`, async () => {
        form.reject(refusal(code, form.field ? { [form.field.path]: form.field.code } : {}));
        await form.render();
        await screen.findByRole("button", { name: form.submitLabel });
        await form.prepare?.();
        const submit = screen.getByRole("button", { name: form.submitLabel });
        await userEvent.click(submit);

        const actions = submit.parentElement as HTMLElement;
        const shown = await within(actions).findByRole("alert");
        expect(shown.textContent).not.toBe("");
        expect(shown).not.toHaveTextContent(GENERIC);
        expect(document.activeElement).not.toBe(document.body);
        if (code === "INVALID_INPUT" && form.field) {
          expect(screen.getByLabelText(form.field.label)).toHaveAttribute("aria-invalid", "true");
          expect(screen.getByLabelText(form.field.label)).toHaveFocus();
        }
      });
    }
  }
});
