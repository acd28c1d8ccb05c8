import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, beforeAll, expect, test, vi } from "vitest";
import type { MyVetProfile } from "../api/use-vets";
import { VetProfileForm } from "./vet-profile-form";

const updateVetProfile = vi.hoisted(() => vi.fn());
vi.mock("../api/use-vets", () => ({ useVetProfileMutations: () => ({ updateVetProfile }) }));

/** A profile saved before specialties were a list: one entry names a known specialty, one does not. */
const olderProfile = {
  _id: "vet1",
  displayName: "Dr Vera Costa",
  bio: { en: "Small animals" },
  languages: ["en"],
  species: ["rabbit"],
  specialties: ["Small mammals", "Acupuncture"],
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

function Providers({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

test("an older profile's known name is ticked as its specialty; an unknown entry stays until the vet replaces it", async () => {
  updateVetProfile.mockResolvedValue(null);
  const user = userEvent.setup();
  render(<VetProfileForm profile={olderProfile} />, { wrapper: Providers });
  const specialties = screen.getByRole("group", { name: "Specialties" });
  expect(within(specialties).getByRole("checkbox", { name: "Small mammals" })).toBeChecked();
  const removeOld = within(specialties).getByRole("button", { name: "Remove the old entry “Acupuncture”" });

  // Saving as it is would lose nothing silently: the old entry is refused at its place, and nothing is sent.
  await user.click(screen.getByRole("button", { name: "Save profile" }));
  expect(updateVetProfile).not.toHaveBeenCalled();
  expect(removeOld).toHaveAttribute("aria-invalid", "true");
  expect(removeOld).toHaveFocus();
  expect(removeOld).toHaveAccessibleDescription("This entry is not on the list: tick the matching specialty, then remove it.");

  await user.click(within(specialties).getByRole("checkbox", { name: "Rehabilitation" }));
  await user.click(removeOld);
  expect(within(specialties).queryByText("“Acupuncture”")).toBeNull();
  // The button that had focus is gone: focus stays in the list of specialties.
  expect(specialties).toContainElement(document.activeElement as HTMLElement);
  await user.click(screen.getByRole("button", { name: "Save profile" }));
  expect(updateVetProfile).toHaveBeenCalledWith(expect.objectContaining({ specialties: ["small_mammals", "rehabilitation"] }));
});
