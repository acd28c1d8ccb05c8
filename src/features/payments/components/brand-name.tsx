import { Trans } from "@lingui/react/macro";

export function BrandName({ brand }: { brand: "visa" | "mastercard" | "amex" | "unknown" }) {
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
