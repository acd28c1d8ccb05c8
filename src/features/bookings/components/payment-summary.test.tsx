import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { formatMoney } from "@/lib/format/money";
import { PaymentSummary } from "./payment-summary";

const money = (amountMinor: number) => formatMoney(amountMinor, "EUR", "en");

function renderPayment(payment: Parameters<typeof PaymentSummary>[0]["payment"]) {
  render(
    <I18nProvider i18n={i18n}>
      <PaymentSummary payment={payment} money={money} />
    </I18nProvider>,
  );
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
});
afterEach(cleanup);

describe("a booking's payment", () => {
  test("right after a cancellation, shows the money owed back as on its way, not as 0 refunded", () => {
    renderPayment({ authorisedMinor: 3600, capturedMinor: 0, refundedMinor: 0, releasedMinor: 0, returningMinor: 3600 });
    expect(screen.getByRole("status")).toHaveTextContent("€36.00 on its way back to the card.");
    expect(screen.queryByText("Refunded")).toBeNull();
  });

  test("once settled, shows what was charged and the rest of the reservation as released, never as a refund", () => {
    renderPayment({ authorisedMinor: 3600, capturedMinor: 1800, refundedMinor: 0, releasedMinor: 1800, returningMinor: 0 });
    expect(screen.getByText("Charged").nextElementSibling).toHaveTextContent("€18.00");
    expect(screen.getByText("Released, never charged").nextElementSibling).toHaveTextContent("€18.00");
    expect(screen.queryByText("Refunded to the card")).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
  });

  test("money charged and then given back shows as refunded", () => {
    renderPayment({ authorisedMinor: 3600, capturedMinor: 3600, refundedMinor: 3600, releasedMinor: 0, returningMinor: 0 });
    expect(screen.getByText("Charged").nextElementSibling).toHaveTextContent("€0.00");
    expect(screen.getByText("Refunded to the card").nextElementSibling).toHaveTextContent("€36.00");
    expect(screen.queryByText("Released, never charged")).toBeNull();
  });
});
