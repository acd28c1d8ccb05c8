import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { PhotoUploadField } from "./photo-upload-field";

const generateUploadUrl = vi.fn(async () => "http://127.0.0.1:3211/api/storage/upload?token=test");
const attach = vi.fn(async () => null);

function renderField() {
  render(
    <I18nProvider i18n={i18n}>
      <PhotoUploadField
        className="test-photo-field"
        photoUrl={null}
        preview={{ alt: "Photo of Biscuit", className: "preview", size: 96 }}
        generateUploadUrl={generateUploadUrl}
        attach={attach}
        problemMessage={(problem) => `problem: ${problem}`}
        errorMessage={() => "The photo could not be saved."}
      />
    </I18nProvider>,
  );
  return screen.getByLabelText("Add a photo");
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  generateUploadUrl.mockClear();
  attach.mockClear();
});

describe("photo upload field", () => {
  test("refuses a file of the wrong type before uploading, with the reason tied to the input", async () => {
    const input = renderField();
    await userEvent.upload(input, new File(["%PDF"], "scan.pdf", { type: "application/pdf" }), { applyAccept: false });
    const error = await screen.findByRole("alert");
    expect(error).toHaveTextContent("problem: unsupported_type");
    expect(input.getAttribute("aria-describedby")?.split(" ")).toContain(error.id);
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(generateUploadUrl).not.toHaveBeenCalled();
  });

  test("uploads an image and attaches the stored file", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ storageId: "storage-7" }))));
    const input = renderField();
    await userEvent.upload(input, new File([new Uint8Array([137, 80, 78, 71])], "biscuit.png", { type: "image/png" }));
    await vi.waitFor(() => expect(attach).toHaveBeenCalledWith("storage-7"));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  test("says so when the upload fails, and lets the user try again", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("down", { status: 503 })));
    const input = renderField();
    await userEvent.upload(input, new File([new Uint8Array([137, 80, 78, 71])], "biscuit.png", { type: "image/png" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The photo could not be saved.");
    expect(attach).not.toHaveBeenCalled();
    expect(input).toBeEnabled();
  });
});
