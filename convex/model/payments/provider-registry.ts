import { localPaymentProvider } from "./local-payment-provider";
import type { PaymentProvider } from "./payment-provider";

/**
 * The provider chosen by the deployment's PAYMENT_PROVIDER variable (default "local").
 * A card processor is added here behind the same interface; see docs/decisions/0006-payments-in-bookings.md.
 */
export function paymentProvider(): PaymentProvider {
  const configured = process.env.PAYMENT_PROVIDER ?? "local";
  if (configured === "local") return localPaymentProvider;
  throw new Error(`Unknown PAYMENT_PROVIDER "${configured}"`);
}
