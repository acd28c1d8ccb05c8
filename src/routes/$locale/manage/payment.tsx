import { createFileRoute } from "@tanstack/react-router";
import { requireViewer } from "@/features/accounts/utils/require-viewer";
import { PaymentPage } from "@/features/payments/components/payment-page";

export const Route = createFileRoute("/$locale/manage/payment")({
  beforeLoad: (match) => requireViewer(match, "owner"),
  component: () => <PaymentPage />,
});
