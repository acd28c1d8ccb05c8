import { ConvexError, type Value } from "convex/values";
import { paymentProvider } from "./provider-registry";

/** What a paid command's first transaction decides before any call to the card provider. */
export type PaidAdmission<Result> =
  | { kind: "repeat"; result: Result }
  | { kind: "rejected"; error: Record<string, Value> }
  | { kind: "ready"; paymentToken: string; priceMinor: number; currency: string };

/** The amount reserved on the card, as the committing transaction records it. */
export type CardReservation = { reference: string; amountMinor: number };

/**
 * Runs a paid command's checks in its first transaction. A refusal is returned rather than thrown, so that the
 * attempt still counts towards the rate limit the transaction has taken.
 */
export async function admitPaidCommand<Result>(
  check: () => Promise<{ paymentToken: string; priceMinor: number; currency: string }>,
): Promise<PaidAdmission<Result>> {
  try {
    return { kind: "ready", ...(await check()) };
  } catch (error) {
    if (error instanceof ConvexError) return { kind: "rejected", error: error.data as Record<string, Value> };
    throw error;
  }
}

/**
 * A paid command (a booking, an on-demand request) after its admission: the price is reserved on the card, then
 * `commit` records the command with the reservation in one transaction (ADR 0006). A declined card commits nothing;
 * a commit that fails, or that finds the command already done under its key, gives the reservation back.
 */
export async function reserveCardThenCommit<Result>(
  admission: PaidAdmission<Result>,
  commit: (reservation: CardReservation) => Promise<{ result: Result; repeated: boolean }>,
): Promise<Result> {
  if (admission.kind === "repeat") return admission.result;
  if (admission.kind === "rejected") throw new ConvexError(admission.error);
  const provider = paymentProvider();
  const authorisation = await provider.authorise(admission.paymentToken, {
    amountMinor: admission.priceMinor,
    currency: admission.currency,
  });
  if (!authorisation.ok) throw new ConvexError({ code: authorisation.code });
  const { reference } = authorisation.value;
  try {
    const committed = await commit({ reference, amountMinor: admission.priceMinor });
    if (committed.repeated) await provider.release(reference);
    return committed.result;
  } catch (error) {
    await provider.release(reference);
    throw error;
  }
}
