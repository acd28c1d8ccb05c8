import { z } from "zod";
import { parseExpiry } from "./card-number-format";

/**
 * What the card form sends: the expiry read however it was typed ("1230", "12/30", "12 / 2030"). Whether the number,
 * the expiry and the code are good is the payment provider's check when the card is saved (convex/payments.ts).
 */
export const cardEntrySchema = z
  .object({
    number: z.string(),
    expiry: z.string().transform((typed, context) => {
      const parsed = parseExpiry(typed);
      if (parsed === null) context.addIssue({ code: "custom", message: "EXPIRY_UNREADABLE" });
      return parsed ?? { expMonth: 0, expYear: 0 };
    }),
    cvc: z.string(),
    makeDefault: z.boolean(),
  })
  .transform(({ expiry, ...card }) => ({ ...card, ...expiry }));
