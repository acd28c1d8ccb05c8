/** Email kinds the payments send. */
export type ReceiptEmailKind = "paymentReceipt";

/** The owner's receipt for a charge on their card: one per capture, sent when the processor confirmed it. */
export type PaymentReceiptParams = {
  vetName: string;
  petName: string;
  /** The consultation charged for. */
  startsAt: number;
  /** What was charged now (a late cancellation or a no-show keeps only the policy's share of the price). */
  amountMinor: number;
  /** The consultation's full price, to say when less than it was charged. */
  priceMinor: number;
  currency: string;
  chargedAt: number;
  /** The processor's reference of the charge, the receipt number the owner quotes to support. */
  reference: string;
  /** The card charged: its brand (null when unknown) and last four digits; null when the card was removed. */
  card: { brand: "visa" | "mastercard" | "amex" | null; last4: string } | null;
  /** The owner's payment history, and the consultation; null when the app's address is not configured. */
  links: { payments: string | null; booking: string | null };
};
