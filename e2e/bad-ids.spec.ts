import { api } from "../convex/_generated/api";
import { createAccount } from "./support/accounts";
import { translated } from "./support/catalog";
import { consultationStartingNow } from "./support/call-booking";
import { expect, signInPage, test } from "./support/fixtures";
import { routeUrl, type AppRoute } from "./support/navigate";
import type { ConsoleEntry } from "./support/page-consoles";
import { commandKey, ownerReadyToBook, publishedVet } from "./support/scenarios";

/**
 * Every route with an id in its address, opened with an id that leads nowhere the viewer may go:
 * each shows the localized not-found page (or, for a call, the refusal page; for an unpublished vet,
 * that the vet is not listed), never the application-error fallback, and nothing throws in the browser.
 */
type IdKind = "vet" | "pet" | "booking" | "request";
type BadIdCase = "a random string" | "the id of another table" | "the id of a deleted object" | "another user's object";

const idRoutes: Array<{ path: AppRoute; kind: IdKind; viewer: "owner" | "vet" }> = [
  { path: "/$locale/veterinarians/$vetId", kind: "vet", viewer: "owner" },
  { path: "/$locale/bookings/book/$vetId", kind: "vet", viewer: "owner" },
  { path: "/$locale/pets/$petId/", kind: "pet", viewer: "owner" },
  { path: "/$locale/pets/$petId/edit", kind: "pet", viewer: "owner" },
  { path: "/$locale/bookings/$meetingId/edit", kind: "booking", viewer: "owner" },
  { path: "/$locale/bookings/$meetingId/summary/", kind: "booking", viewer: "owner" },
  { path: "/$locale/bookings/$meetingId/summary/vet", kind: "booking", viewer: "vet" },
  { path: "/$locale/call/$meetingId/prepare", kind: "booking", viewer: "owner" },
  { path: "/$locale/call/$meetingId", kind: "booking", viewer: "owner" },
  { path: "/$locale/call/$meetingId/ended", kind: "booking", viewer: "vet" },
  { path: "/$locale/call/$meetingId/left", kind: "booking", viewer: "vet" },
  { path: "/$locale/bookings/now/$requestId", kind: "request", viewer: "owner" },
];

const expectedHeading = {
  de: /^(Seite nicht gefunden|Diese Sprechstunde ist nicht verfügbar)$/,
  fr: /^(Page introuvable|Cette consultation n’est pas disponible)$/,
};

/** An unpublished vet's pages say the vet is not listed (and turn back into the profile, live, once it is published). */
const notListedHeading = (locale: "de" | "fr") => translated(locale, "This veterinarian is not listed right now");

type BadIds = Record<IdKind, Record<BadIdCase, string>>;

/**
 * A victim owner with a pet and a booking; an unpublished vet; a pet and a vet profile that were
 * deleted with their accounts. Each test looks with an account of its own (a session's refresh
 * token is single-use, so two browsers must not share one).
 */
async function badIdWorld(): Promise<BadIds> {
  const victim = await consultationStartingNow();
  const unpublishedVet = await publishedVet();
  await unpublishedVet.client.mutation(api.vets.setPublished, { published: false });

  const leavingOwner = await ownerReadyToBook({ petName: "Gone" });
  const leavingVet = await publishedVet();
  await leavingOwner.client.action(api.accounts.deleteMyAccount, { password: leavingOwner.account.password });
  await leavingVet.client.action(api.accounts.deleteMyAccount, { password: leavingVet.account.password });

  // The victim is also waiting for a vet now (in Korean, which no test vet speaks, so it stays waiting).
  const { requestId } = await victim.owner.client.action(api.onDemand.requestConsultation, {
    commandKey: commandKey(),
    petId: victim.owner.petId,
    species: "dog",
    language: "ko",
    reason: "Limping",
    paymentMethodId: victim.owner.paymentMethodId,
  });

  const random = "not-an-id-4f9c";
  return {
    vet: {
      "a random string": random,
      "the id of another table": victim.owner.petId,
      "the id of a deleted object": leavingVet.vetId,
      "another user's object": unpublishedVet.vetId,
    },
    pet: {
      "a random string": random,
      "the id of another table": victim.vet.vetId,
      "the id of a deleted object": leavingOwner.petId,
      "another user's object": victim.owner.petId,
    },
    booking: {
      "a random string": random,
      "the id of another table": victim.owner.petId,
      // Bookings are never deleted (their history stays): a deleted pet's id stands in.
      "the id of a deleted object": leavingOwner.petId,
      "another user's object": victim.bookingId,
    },
    request: {
      "a random string": random,
      "the id of another table": victim.bookingId,
      // A deleted account's waiting request is kept without its reason only until its card reservation is released.
      "the id of a deleted object": leavingOwner.petId,
      "another user's object": requestId,
    },
  };
}

/** Uncaught exceptions and console errors among what a page said. */
function browserErrors(said: readonly ConsoleEntry[]): string[] {
  return said.filter((entry) => entry.type === "uncaught" || entry.type === "error").map((entry) => `${entry.type}: ${entry.text}`);
}

test.describe("an id that leads nowhere", () => {
  test.describe.configure({ timeout: 90_000 });
  let world: BadIds;
  test.beforeAll(async () => {
    world = await badIdWorld();
  });

  for (const locale of ["de", "fr"] as const) {
    for (const viewerRole of ["owner", "vet"] as const) {
      test(`shows the ${locale} not-found or refusal page to ${viewerRole === "owner" ? "an owner" : "a vet"}, never the error page`, async ({
        browser,
        pageConsoles,
      }) => {
        const ids = world;
        const context = await browser.newContext();
        const page = await context.newPage();
        await signInPage(page, await createAccount({ role: viewerRole }));
        const problems: string[] = [];
        for (const route of idRoutes.filter((candidate) => candidate.viewer === viewerRole)) {
          for (const [idCase, id] of Object.entries(ids[route.kind])) {
            const paramName = { vet: "vetId", pet: "petId", booking: "meetingId", request: "requestId" }[route.kind];
            const url = routeUrl(route.path, { locale, [paramName]: id } as never);
            const saidBefore = pageConsoles.of(page).length;
            await page.goto(url);
            const heading = page.getByRole("heading", { level: 1 });
            const shown = await expect(heading)
              .toHaveText(route.kind === "vet" && idCase === "another user's object" ? notListedHeading(locale) : expectedHeading[locale], {
                timeout: 10_000,
              })
              .then(() => null, async () => (await heading.allInnerTexts()).join(" / "));
            if (shown !== null) problems.push(`${url} (${idCase}) shows "${shown}"`);
            const errors = browserErrors(pageConsoles.of(page).slice(saidBefore));
            if (errors.length > 0) problems.push(`${url} (${idCase}) logged ${errors.join(" | ")}`);
          }
        }
        expect(problems).toEqual([]);
        await context.close();
      });
    }
  }
});
