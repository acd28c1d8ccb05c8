import { createFileRoute } from "@tanstack/react-router";
import { NotFoundPage } from "@/components/errors/not-found-page";
import { LocaleLayout } from "./-components/locale-layout";
import { activateWanted, catalogsOfRoutes, downloadCatalogs, wantLocale } from "@/lib/i18n/load-catalog";
import { isLocale } from "@/lib/i18n/locales";
import { redirectToLocalizedAddress } from "@/lib/routing/localized-redirect";

export const Route = createFileRoute("/$locale")({
  // Every page renders inside this layout: it ships in the entry chunk, not in a chunk fetched after it.
  codeSplitGroupings: [["notFoundComponent"]],
  beforeLoad: ({ params, matches, location, preload }) => {
    // An address typed or linked without its language (`/veterinarians`, `/de-CH/terms`): the same page in one.
    if (!isLocale(params.locale)) throw redirectToLocalizedAddress(location);
    // The catalogs of the pages being matched start downloading now, alongside their route chunks and data.
    const catalogs = catalogsOfRoutes(matches.map((match) => match.routeId));
    downloadCatalogs(params.locale, catalogs).catch(() => {});
    if (!preload) wantLocale(params.locale, catalogs);
    return { locale: params.locale };
  },
  // On every navigation, not only on entering a locale: the next page renders once its strings are here, so no
  // message id ever shows.
  shouldReload: true,
  // Not in a preload (a pointer resting on a link): beforeLoad has started the downloads, and switching the page's
  // language is for the navigation alone. A click during a preload takes over the preload's loader result instead of
  // running the loader again, so a preload that only downloaded left the page in the old language.
  preload: false,
  loader: {
    staleReloadMode: "blocking",
    // What the latest navigation wants, not this one's context: a later click can take over this loader while it runs.
    handler: () => activateWanted(),
  },
  component: LocaleLayout,
  notFoundComponent: LocaleNotFound,
});

function LocaleNotFound() {
  const { locale } = Route.useParams();
  return <NotFoundPage homeHref={`/${isLocale(locale) ? locale : "en"}`} />;
}
