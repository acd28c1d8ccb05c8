import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { ToastProvider } from "@/components/ui/toast";
import { NewPetForm } from "./new-pet-form";

const mutations = vi.hoisted(() => ({
  createPet: vi.fn(),
  generateUploadUrl: vi.fn(),
  attachPhoto: vi.fn(),
}));
vi.mock("../api/use-pets", () => ({ usePetMutations: () => mutations }));

const photo = new File([new Uint8Array([137, 80, 78, 71])], "biscuit.png", { type: "image/png" });

async function addBiscuitWithPhoto(onCreated: (petId: string) => void) {
  render(
    <I18nProvider i18n={i18n}>
      <ToastProvider>
        <NewPetForm onCreated={onCreated} onCancel={() => {}} />
      </ToastProvider>
    </I18nProvider>,
  );
  await userEvent.type(screen.getByLabelText("Name"), "Biscuit");
  await userEvent.selectOptions(screen.getByLabelText("Species"), "dog");
  await userEvent.selectOptions(screen.getByLabelText("Sex"), "male");
  await userEvent.upload(screen.getByLabelText("Photo (optional)"), photo);
  await userEvent.click(screen.getByRole("button", { name: "Add pet" }));
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Object.values(mutations).forEach((mock) => mock.mockReset());
});

describe("new pet form", () => {
  test("uploads the chosen photo and attaches it to the new pet", async () => {
    mutations.createPet.mockResolvedValue("pet-1");
    mutations.generateUploadUrl.mockResolvedValue("http://127.0.0.1:3211/api/storage/upload?token=test");
    mutations.attachPhoto.mockResolvedValue(null);
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ storageId: "storage-1" }))));
    const onCreated = vi.fn();

    await addBiscuitWithPhoto(onCreated);

    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith("pet-1"));
    expect(mutations.attachPhoto).toHaveBeenCalledWith({ petId: "pet-1", storageId: "storage-1" });
  });

  test("a failed photo upload still opens the new pet, says so, and never adds the pet twice", async () => {
    mutations.createPet.mockResolvedValue("pet-1");
    mutations.generateUploadUrl.mockResolvedValue("http://127.0.0.1:3211/api/storage/upload?token=test");
    vi.stubGlobal("fetch", vi.fn(async () => new Response("storage unavailable", { status: 503 })));
    const onCreated = vi.fn();

    await addBiscuitWithPhoto(onCreated);

    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith("pet-1"));
    expect(await screen.findByText("Biscuit was added, but the photo could not be saved. You can add it from Edit.")).toBeVisible();
    expect(mutations.createPet).toHaveBeenCalledTimes(1);
    expect(mutations.attachPhoto).not.toHaveBeenCalled();
  });

  test("a server refusal with fields marks the field, focuses it and says so beside the button", async () => {
    mutations.createPet.mockRejectedValue(new ConvexError({ code: "INVALID_INPUT", fields: { breed: "too_long" } }));
    render(
      <I18nProvider i18n={i18n}>
        <NewPetForm onCreated={() => {}} onCancel={() => {}} />
      </I18nProvider>,
    );
    await userEvent.type(screen.getByLabelText("Name"), "Biscuit");
    await userEvent.selectOptions(screen.getByLabelText("Species"), "dog");
    await userEvent.type(screen.getByLabelText("Breed"), "Beagle");
    await userEvent.selectOptions(screen.getByLabelText("Sex"), "male");
    await userEvent.click(screen.getByRole("button", { name: "Add pet" }));

    const breed = screen.getByLabelText("Breed");
    await vi.waitFor(() => expect(breed).toHaveFocus());
    expect(breed).toHaveAttribute("aria-invalid", "true");
    expect(breed).toHaveAccessibleDescription("This is too long.");
    expect(screen.getByRole("alert")).toHaveTextContent("Some values need fixing; see the highlighted fields.");
  });
});

describe("the medications list by keyboard", () => {
  test("adding one puts focus in its first field; removing one moves focus to the one taking its place, then to Add", async () => {
    render(
      <I18nProvider i18n={i18n}>
        <ToastProvider>
          <NewPetForm onCreated={() => {}} onCancel={() => {}} />
        </ToastProvider>
      </I18nProvider>,
    );
    const add = screen.getByRole("button", { name: "Add a medication" });
    add.focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.getAllByLabelText("Medication")[0]).toHaveFocus();
    await userEvent.keyboard("Carprofen");
    add.focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.getAllByLabelText("Medication")[1]).toHaveFocus();

    // Each Remove says which medication it removes.
    screen.getByRole("button", { name: "Remove Carprofen" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.getAllByLabelText("Medication")).toHaveLength(1);
    expect(screen.getAllByLabelText("Medication")[0]).toHaveFocus();
    screen.getByRole("button", { name: "Remove medication 1" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.queryAllByLabelText("Medication")).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Add a medication" })).toHaveFocus();
  });
});
