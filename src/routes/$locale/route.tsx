import { createFileRoute, notFound } from "@tanstack/react-router";
import { NotFoundPage } from "@/components/errors/not-found-page";
import { LocaleLayout } from "./-components/locale-layout";
import { i18n } from "@lingui/core";
import { activateLocale, catalogsOfRoutes, downloadCatalogs, loadCatalogs } from "@/lib/i18n/load-catalog";
import { isLocale } from "@/lib/i18n/locales";

export const Route = createFileRoute("/$locale")({
  // Every page renders inside this layout: it ships in the entry chunk, not in a chunk fetched after it.
  codeSplitGroupings: [["notFoundComponent"]],
  beforeLoad: ({ params, matches }) => {
    if (!isLocale(params.locale)) throw notFound();
    // The catalogs of the pages being matched start downloading now, alongside their route chunks and data.
    const catalogs = catalogsOfRoutes(matches.map((match) => match.routeId));
    downloadCatalogs(params.locale, catalogs).catch(() => {});
    return { locale: params.locale, catalogs };
  },
  // On every navigation, not only on entering a locale: the next page renders once its strings are here, so no
  // message id ever shows. A preload (pointer resting on a link) only downloads: switching the page's language, or
  // adding strings to it, is for the navigation itself.
  shouldReload: true,
  loader: {
    staleReloadMode: "blocking",
    handler: async ({ context, preload }) => {
      if (!preload) return activateLocale(context.locale, context.catalogs);
      // A click while this preload is under way takes over its result instead of loading again, so the strings of the
      // page's own language are added now (a slow network showed message ids otherwise); another language only
      // downloads, as a pointer resting on the language switcher must not switch it.
      if (i18n.locale === context.locale) await loadCatalogs(context.locale, context.catalogs);
      else await downloadCatalogs(context.locale, context.catalogs);
    },
  },
  component: LocaleLayout,
  notFoundComponent: LocaleNotFound,
});

function LocaleNotFound() {
  const { locale } = Route.useParams();
  return <NotFoundPage homeHref={`/${isLocale(locale) ? locale : "en"}`} />;
}
