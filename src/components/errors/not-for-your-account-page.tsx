import { Trans, useLingui } from "@lingui/react/macro";
import { AppLink } from "@/components/layout/app-link";
import { useDocumentTitle } from "@/lib/routing/use-document-title";

export function NotForYourAccountPage({ homeHref }: { homeHref: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Not available for your account`);
  return (
    <section className="error-page" aria-labelledby="not-for-you-title">
      <h1 id="not-for-you-title">
        <Trans>This page is not for your account</Trans>
      </h1>
      <p>
        <Trans>
          This part of Vetline is for the other kind of account: pet owners and veterinarians each have their own pages.
        </Trans>
      </p>
      <p>
        <AppLink className="button button--primary" href={homeHref}>
          <Trans>Go to my start page</Trans>
        </AppLink>
      </p>
    </section>
  );
}
