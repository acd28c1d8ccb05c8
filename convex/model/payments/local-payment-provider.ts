import { validateCard } from "../../shared/payments/card-validation";
import type { PaymentDecline, PaymentProvider } from "./payment-provider";

/**
 * Card numbers that behave like a processor's test mode; any other valid card is approved. The first two fail the
 * check made when they are saved (and every payment); the last two save fine and are declined only when charged,
 * as Stripe's 4000 0000 0000 0341 is.
 */
const DECLINED_WHEN_SAVED: Readonly<Record<string, PaymentDecline>> = {
  "4000000000000002": "CARD_DECLINED",
  "4000000000009995": "INSUFFICIENT_FUNDS",
};
const DECLINED_WHEN_CHARGED: Readonly<Record<string, PaymentDecline>> = {
  ...DECLINED_WHEN_SAVED,
  "4000000000000341": "CARD_DECLINED",
  "4000000000009987": "INSUFFICIENT_FUNDS",
};

const TOKEN_PREFIX = "local_card_";
const APPROVED = "approved";

const newReference = (kind: string) => `local_${kind}_${crypto.randomUUID()}`;

type Outcome = PaymentDecline | typeof APPROVED;

/**
 * The token carries the test outcomes (`local_card_<when charged>:<when saved>:<id>`), the way a processor's test
 * tokens do; it never carries the number. Tokens saved before the check on saving have no second outcome.
 */
function outcomeOfToken(token: string, moment: "charged" | "saved"): Outcome | null {
  if (!token.startsWith(TOKEN_PREFIX)) return null;
  const outcome = token.slice(TOKEN_PREFIX.length).split(":")[moment === "charged" ? 0 : 1];
  if (outcome === APPROVED || outcome === "CARD_DECLINED" || outcome === "INSUFFICIENT_FUNDS") return outcome;
  return moment === "saved" ? APPROVED : null;
}

/** The default provider: no network, nothing kept but what a merchant may keep. */
export const localPaymentProvider: PaymentProvider = {
  name: "local",

  async createPaymentMethod(card, now) {
    const validation = validateCard(card, now);
    if (!validation.ok) return validation;
    const { digits, brand, expMonth, expYear } = validation.value;
    const whenCharged = DECLINED_WHEN_CHARGED[digits] ?? APPROVED;
    const whenSaved = DECLINED_WHEN_SAVED[digits] ?? APPROVED;
    return {
      ok: true,
      value: {
        token: `${TOKEN_PREFIX}${whenCharged}:${whenSaved}:${crypto.randomUUID()}`,
        brand,
        last4: digits.slice(-4),
        expMonth,
        expYear,
      },
    };
  },

  async verify(token) {
    const outcome = outcomeOfToken(token, "saved");
    if (outcome === null) return { ok: false, code: "CARD_DECLINED" };
    if (outcome !== APPROVED) return { ok: false, code: outcome };
    return { ok: true, value: null };
  },

  async authorise(token) {
    const outcome = outcomeOfToken(token, "charged");
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
