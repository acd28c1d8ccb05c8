import { Trans, useLingui } from "@lingui/react/macro";
import { useDocumentTitle } from "@/lib/routing/use-document-title";

export function NotFoundPage({ homeHref }: { homeHref: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  return (
    <section className="error-page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>We could not find this page. The link may be old, or the address may have a typo.</Trans>
      </p>
      <p>
        <a className="button button--primary" href={homeHref}>
          <Trans>Go to the home page</Trans>
        </a>
      </p>
    </section>
  );
}
