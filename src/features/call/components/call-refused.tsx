import { Trans, useLingui } from "@lingui/react/macro";
import { AppLink } from "@/components/layout/app-link";
import { useDocumentTitle } from "@/lib/routing/use-document-title";
import type { CallRefusal } from "../types/call-access";
import { refusalDetail, refusalTitle } from "./call-errors";

/** The page for anyone who may not join this call, instead of a call. */
export function CallRefused({ locale, refusal }: { locale: string; refusal: CallRefusal }) {
  const { i18n } = useLingui();
  const title = i18n._(refusalTitle(refusal));
  useDocumentTitle(title);
  return (
    <section className="error-page" aria-labelledby="call-refused-title">
      <h1 id="call-refused-title">{title}</h1>
      <p>{i18n._(refusalDetail(refusal))}</p>
      <p>
        {refusal === "NOT_AUTHENTICATED" ? (
          <AppLink className="button button--primary" href={`/${locale}/auth/signin`}>
            <Trans>Sign in</Trans>
          </AppLink>
        ) : (
          <AppLink className="button button--primary" href={`/${locale}`}>
            <Trans>Go to the home page</Trans>
          </AppLink>
        )}
      </p>
    </section>
  );
}
