import { validateCard } from "../../shared/payments/card-validation";
import type { PaymentDecline, PaymentProvider } from "./payment-provider";

/** Card numbers that behave like a processor's test mode; any other valid card is approved. */
const TEST_CARD_OUTCOMES: Readonly<Record<string, PaymentDecline>> = {
  "4000000000000002": "CARD_DECLINED",
  "4000000000009995": "INSUFFICIENT_FUNDS",
};

const TOKEN_PREFIX = "local_card_";
const APPROVED = "approved";

const newReference = (kind: string) => `local_${kind}_${crypto.randomUUID()}`;

/** The token carries the test outcome, the way a processor's test tokens do; it never carries the number. */
function outcomeOfToken(token: string): PaymentDecline | typeof APPROVED | null {
  if (!token.startsWith(TOKEN_PREFIX)) return null;
  const outcome = token.slice(TOKEN_PREFIX.length).split(":")[0];
  if (outcome === APPROVED || outcome === "CARD_DECLINED" || outcome === "INSUFFICIENT_FUNDS") return outcome;
  return null;
}

/** The default provider: no network, nothing kept but what a merchant may keep. */
export const localPaymentProvider: PaymentProvider = {
  name: "local",

  async createPaymentMethod(card, now) {
    const validation = validateCard(card, now);
    if (!validation.ok) return validation;
    const { digits, brand, expMonth, expYear } = validation.value;
    const outcome = TEST_CARD_OUTCOMES[digits] ?? APPROVED;
    return {
      ok: true,
      value: {
        token: `${TOKEN_PREFIX}${outcome}:${crypto.randomUUID()}`,
        brand,
        last4: digits.slice(-4),
        expMonth,
        expYear,
      },
    };
  },

  async authorise(token) {
    const outcome = outcomeOfToken(token);
    if (outcome === null) return { ok: false, code: "CARD_DECLINED" };
    if (outcome !== APPROVED) return { ok: false, code: outcome };
    return { ok: true, value: { reference: newReference("auth") } };
  },

  async release() {},

  // Keyed answers without a store: the same key always gives the same reference, as a processor's replay would.
  async capture(_authorisationReference, _money, idempotencyKey) {
    return { reference: `local_capture_${idempotencyKey}` };
  },

  async refund(_captureReference, _money, idempotencyKey) {
    return { reference: `local_refund_${idempotencyKey}` };
  },

  async remove() {},
};
