import { createFileRoute } from "@tanstack/react-router";
import { requireViewer } from "@/features/accounts/utils/require-viewer";
import { PaymentPage } from "@/features/payments/components/payment-page";
import { paymentHistoryQuery } from "@/features/payments/api/payment-queries";
import { prewarm } from "@/lib/data/prewarm";
import { paymentMethodsQuery } from "@/lib/data/shared-queries";

export const Route = createFileRoute("/$locale/manage/payment")({
  codeSplitGroupings: [["loader", "component"]],
  beforeLoad: (match) => requireViewer(match, "owner"),
  component: () => <PaymentPage />,
  loader: ({ context }) => prewarm(context.convex, paymentMethodsQuery(), paymentHistoryQuery()),
});
