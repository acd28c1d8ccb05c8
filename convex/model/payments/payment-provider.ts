import type { CardBrand, CardDetails, CardRejection, ProviderResult } from "../../shared/payments/card-validation";

/**
 * What Vetline needs from a card processor. Amounts are integer minor units.
 * Implementations run in actions (a real processor is a network call); results are recorded as booking events.
 */
export interface StoredCard {
  token: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type PaymentDecline = "CARD_DECLINED" | "INSUFFICIENT_FUNDS";

export interface Money {
  amountMinor: number;
  currency: string;
}

export interface PaymentProvider {
  readonly name: string;
  createPaymentMethod(card: CardDetails, now: Date): Promise<ProviderResult<StoredCard, CardRejection>>;
  /**
   * The check a processor makes when a card is saved (a zero-amount authorisation; Stripe: a SetupIntent): a card
   * the bank refuses is never stored, so the refusal shows where the card was entered, not at payment.
   */
  verify(token: string): Promise<ProviderResult<null, PaymentDecline>>;
  authorise(token: string, money: Money): Promise<ProviderResult<{ reference: string }, PaymentDecline>>;
  /** Releases an authorisation that will never be captured (the booking did not happen). */
  release(authorisationReference: string): Promise<void>;
  /**
   * Capture and refund take an idempotency key: a retry with the same key must not move money again and returns
   * the first answer (processors such as Stripe keep keys for at least a day).
   */
  /** Capturing less than was authorised finalises the authorisation: the processor frees the rest. */
  capture(authorisationReference: string, money: Money, idempotencyKey: string): Promise<{ reference: string }>;
  refund(captureReference: string, money: Money, idempotencyKey: string): Promise<{ reference: string }>;
  remove(token: string): Promise<void>;
}
