import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen } from "@testing-library/react";
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
  test("stands right under the Save button, and the earlier 'saved' toast is gone", async () => {
    render(<ProfileSection account={account} />, { wrapper: Providers });
    const save = screen.getByRole("button", { name: "Save profile" });
    updateProfile.mockResolvedValueOnce(null);
    await userEvent.click(save);
    expect(await screen.findByText("Your profile is saved.")).toBeInTheDocument();

    updateProfile.mockRejectedValueOnce(new ConvexError({ code: "INVALID_NAME" }));
    await userEvent.clear(screen.getByRole("textbox", { name: "Name" }));
    await userEvent.click(save);
    const refusal = await screen.findByRole("alert");
    expect(refusal).toHaveTextContent("Enter your name (up to 100 characters).");
    expect(save.nextElementSibling).toBe(refusal);
    expect(screen.queryByText("Your profile is saved.")).not.toBeInTheDocument();
  });
});
