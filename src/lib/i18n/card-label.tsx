import { Trans } from "@lingui/react/macro";

type Brand = "visa" | "mastercard" | "amex" | "unknown";

/** The brand as printed on cards: proper names, the same in every language. */
export function BrandName({ brand }: { brand: Brand }) {
  switch (brand) {
    case "visa":
      return <>Visa</>;
    case "mastercard":
      return <>Mastercard</>;
    case "amex":
      return <>American Express</>;
    case "unknown":
      return <Trans>Card</Trans>;
  }
}

/** A saved card written one way everywhere it is shown: "Visa •••• 4242, expires 12/30". */
export function CardLabel({ card }: { card: { brand: Brand; last4: string; expMonth: number; expYear: number } }) {
  const expiry = `${String(card.expMonth).padStart(2, "0")}/${String(card.expYear).slice(-2)}`;
  return (
    <>
      <BrandName brand={card.brand} /> •••• {card.last4}
      <span className="muted">
        , <Trans>expires {expiry}</Trans>
      </span>
    </>
  );
}
