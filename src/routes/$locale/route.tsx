import { createFileRoute, notFound } from "@tanstack/react-router";
import { NotFoundPage } from "@/components/errors/not-found-page";
import { LocaleLayout } from "./-components/locale-layout";
import { activateLocale, downloadCatalog } from "@/lib/i18n/load-catalog";
import { isLocale } from "@/lib/i18n/locales";

export const Route = createFileRoute("/$locale")({
  // Every page renders inside this layout: it ships in the entry chunk, not in a chunk fetched after it.
  codeSplitGroupings: [["notFoundComponent"]],
  beforeLoad: ({ params }) => {
    if (!isLocale(params.locale)) throw notFound();
    return { locale: params.locale };
  },
  // A preload (pointer resting on a link to another language) only downloads the catalog: switching the page's
  // language is for the navigation itself.
  loader: async ({ context, preload }) => {
    if (preload) await downloadCatalog(context.locale);
    else await activateLocale(context.locale);
  },
  component: LocaleLayout,
  notFoundComponent: LocaleNotFound,
});

function LocaleNotFound() {
  const { locale } = Route.useParams();
  return <NotFoundPage homeHref={`/${isLocale(locale) ? locale : "en"}`} />;
}
