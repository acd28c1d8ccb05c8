import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, expect, test, vi } from "vitest";
import type { VetCard as VetCardData } from "../api/use-vets";
import { VetCard } from "./vet-card";

vi.mock("convex/react", () => ({
  useConvexAuth: () => ({ isAuthenticated: false, isLoading: false }),
  useQuery: () => undefined,
}));
vi.mock("@/components/layout/app-link", () => ({
  AppLink: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

const minute = 60_000;

function vetWithNextFreeAt(nextFreeSlotAt: number | null): VetCardData {
  return {
    _id: "vet1",
    displayName: "Dr Vera Costa",
    languages: ["en"],
    species: ["dog"],
    specialties: [],
    priceMinor: 3650,
    currency: "EUR",
    consultationMinutes: 20,
    photoUrl: null,
    nextFreeSlotAt,
  } as unknown as VetCardData;
}

function renderCard(vet: VetCardData) {
  return render(
    <I18nProvider i18n={i18n}>
      <ul>
        <VetCard vet={vet} locale="en" />
      </ul>
    </I18nProvider>,
  );
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
});
afterEach(() => {
  cleanup();
});

test("a next free time still ahead is offered on the card", () => {
  renderCard(vetWithNextFreeAt(Date.now() + 90 * minute));
  expect(screen.getByText(/^Next free: /)).toBeInTheDocument();
});

test("a next free time that has already passed is not offered; the card points to the vet's page instead", () => {
  renderCard(vetWithNextFreeAt(Date.now() - 100 * minute));
  expect(screen.queryByText(/^Next free: /)).not.toBeInTheDocument();
  expect(screen.getByText("See the free times on the vet's page")).toBeInTheDocument();
});
