/** A share of an amount in minor units, rounded in the owner's favour (up): what the refund policy pays back. */
export function percentOf(amountMinor: number, percent: number): number {
  return Math.ceil((amountMinor * percent) / 100);
}
