import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import type { ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { ToastProvider } from "@/components/ui/toast";
import type { SignedInViewer } from "../../api/use-viewer";
import { ProfileSection } from "./profile-section";

const updateProfile = vi.hoisted(() => vi.fn());
vi.mock("convex/react", () => ({ useMutation: () => updateProfile }));
vi.mock("@tanstack/react-router", () => ({
  useParams: ({ select }: { select?: (params: { locale: string }) => unknown }) => (select ? select({ locale: "en" }) : { locale: "en" }),
}));

const account = {
  id: "u1",
  role: "owner",
  name: "Ana",
  email: "ana@example.test",
  phone: null,
  locale: "en",
  timeZone: "Europe/Madrid",
} as unknown as SignedInViewer;

function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <ToastProvider>{children}</ToastProvider>
    </I18nProvider>
  );
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
});
afterEach(() => {
  cleanup();
  updateProfile.mockReset();
});

describe("account profile: a refusal", () => {
  test("of a field stands at the field, which takes focus; the earlier 'saved' notice is gone", async () => {
    render(<ProfileSection account={account} />, { wrapper: Providers });
    const save = screen.getByRole("button", { name: "Save profile" });
    updateProfile.mockResolvedValueOnce(null);
    await userEvent.click(save);
    expect(await screen.findByText("Your profile is saved.")).toBeInTheDocument();

    const name = screen.getByRole("textbox", { name: "Name" });
    fireEvent.change(name, { target: { value: " " } });
    await userEvent.click(save);
    await vi.waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Enter your name (up to 100 characters).");
    expect(updateProfile).toHaveBeenCalledTimes(1);
    expect(screen.queryByText("Your profile is saved.")).not.toBeInTheDocument();

    fireEvent.change(name, { target: { value: "Ana" } });
    expect(name).not.toHaveAttribute("aria-invalid");
  });

  test("from the server about a field marks that field and focuses it", async () => {
    render(<ProfileSection account={account} />, { wrapper: Providers });
    updateProfile.mockRejectedValueOnce(new ConvexError({ code: "INVALID_PHONE" }));
    await userEvent.click(screen.getByRole("button", { name: "Save profile" }));
    const phone = screen.getByRole("textbox", { name: "Phone (optional)" });
    await vi.waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(phone).toHaveAccessibleDescription(/Enter a phone number with digits only/);
  });

  test("about nothing in the form stands right under the Save button", async () => {
    render(<ProfileSection account={account} />, { wrapper: Providers });
    const save = screen.getByRole("button", { name: "Save profile" });
    updateProfile.mockRejectedValueOnce(new ConvexError({ code: "NOT_AUTHENTICATED" }));
    await userEvent.click(save);
    const refusal = await screen.findByRole("alert");
    expect(refusal).toHaveTextContent("Your session has ended. Sign in again.");
    expect(save.nextElementSibling).toContainElement(refusal);
  });
});
