import { createFileRoute } from "@tanstack/react-router";
import { RequireRole } from "@/features/accounts/components/require-role";
import { PaymentPage } from "@/features/payments/components/payment-page";

export const Route = createFileRoute("/$locale/manage/payment")({
  component: () => (
    <RequireRole role="owner">
      <PaymentPage />
    </RequireRole>
  ),
});
