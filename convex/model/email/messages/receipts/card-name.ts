const BRAND_NAMES = { visa: "Visa", mastercard: "Mastercard", amex: "American Express" } as const;

/** "Visa •••• 4242"; a card of unknown brand is named by the locale's word for a card. */
export function cardName(card: { brand: keyof typeof BRAND_NAMES | null; last4: string }, cardWord: string): string {
  return `${card.brand === null ? cardWord : BRAND_NAMES[card.brand]} •••• ${card.last4}`;
}
