import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { SkeletonBlock } from "@/components/ui/skeleton";
import { useViewerTimeZone } from "@/lib/format/use-viewer-time-zone";
import type { Locale } from "@/lib/i18n/locales";
import { useDocumentTitle } from "@/lib/routing/use-document-title";
import { useDirectory } from "../api/use-vets";
import { directoryArgs, filtersSet, type DirectorySearch } from "../utils/directory-search";
import { useAnnounceResults } from "../hooks/use-announce-results";
import { DirectoryFilters, type SearchChangeOptions } from "./directory-filters";
import { NoVetFound, useNoVetFoundTitle } from "./no-vet-found";
import { VetCard } from "./vet-card";

const MORE_PAGE_SIZE = 12;

export function DirectoryPage({
  locale,
  search,
  onSearchChange,
}: {
  locale: Locale;
  search: DirectorySearch;
  onSearchChange: (next: DirectorySearch, options?: SearchChangeOptions) => void;
}) {
  const { t } = useLingui();
  useDocumentTitle(t`Veterinarians`);
  // "Available today" is fixed when the page opens, so the query's arguments stay stable while it is open.
  const [openedAt] = useState(() => Date.now());
  const [filtersOpen, setFiltersOpen] = useState(() => !window.matchMedia("(max-width: 40rem)").matches);
  const timeZone = useViewerTimeZone();
  const { results, status, loadMore } = useDirectory(directoryArgs(search, openedAt, timeZone));
  const noneFound = useNoVetFoundTitle(search);
  // folded away, the summary counts the search too: it narrows the list as much as a filter does
  const activeFilters = filtersSet(search) + (search.q === undefined ? 0 : 1);
  useAnnounceResults(JSON.stringify(search), status === "LoadingFirstPage" ? null : results.length, status === "CanLoadMore", noneFound);

  return (
    <div className="page-stack directory-page">
      <header>
        <h1>
          <Trans>Veterinarians</Trans>
        </h1>
        <p className="muted">
          <Trans>Licensed vets for video consultations. Prices are per consultation, in the vet's currency.</Trans>
        </p>
      </header>
      {/* On a phone eight fields would push every result below the fold: they start folded away there. */}
      <details className="directory-filters-disclosure" open={filtersOpen} onToggle={(event) => setFiltersOpen(event.currentTarget.open)}>
        {/* Folded away, the filters still say how many are set: the list below is narrowed by them. */}
        <summary>
          {activeFilters === 0 ? (
            <Trans>Filters</Trans>
          ) : (
            t`${plural(activeFilters, { one: "Filters (# set)", other: "Filters (# set)" })}`
          )}
        </summary>
        <DirectoryFilters search={search} onChange={onSearchChange} />
      </details>
      {status === "LoadingFirstPage" ? (
        <SkeletonBlock lines={6} label={t`Loading veterinarians…`} />
      ) : results.length === 0 && status === "Exhausted" ? (
        <NoVetFound search={search} onSearchChange={onSearchChange} />
      ) : (
        <section aria-label={t`Results`}>
          <ul className="vet-list plain-list">
            {results.map((vet) => (
              <VetCard key={vet._id} vet={vet} locale={locale} />
            ))}
          </ul>
          {status === "CanLoadMore" || status === "LoadingMore" ? (
            <Button pending={status === "LoadingMore"} onClick={() => loadMore(MORE_PAGE_SIZE)}>
              <Trans>Show more veterinarians</Trans>
            </Button>
          ) : null}
        </section>
      )}
    </div>
  );
}
