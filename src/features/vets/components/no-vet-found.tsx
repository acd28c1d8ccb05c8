import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { noVetFoundCase, type DirectorySearch } from "../utils/directory-search";

/** The heading of the directory's empty result, also read out when a search finds nobody. */
export function useNoVetFoundTitle(search: DirectorySearch): string {
  const { t } = useLingui();
  const q = search.q ?? "";
  switch (noVetFoundCase(search)) {
    case "emptyDirectory":
      return t`No veterinarian is listed yet`;
    case "search":
      return t`No veterinarian matches “${q}”`;
    case "searchAndFilters":
      return t`No veterinarian matches “${q}” with these filters`;
    case "filters":
      return t`No veterinarian matches these filters`;
  }
}

/** What to try, for what was searched, and one button that clears it (the sort order stays). */
export function NoVetFound({ search, onSearchChange }: { search: DirectorySearch; onSearchChange: (next: DirectorySearch) => void }) {
  const title = useNoVetFoundTitle(search);
  const clear = () => onSearchChange(search.sort === undefined ? {} : { sort: search.sort });
  switch (noVetFoundCase(search)) {
    case "emptyDirectory":
      return <EmptyState title={title} />;
    case "search":
      return (
        <EmptyState title={title} action={<Button onClick={clear}><Trans>Clear the search</Trans></Button>}>
          <p>
            <Trans>Check the spelling, or search for part of a name, a specialty or a word from a bio.</Trans>
          </p>
        </EmptyState>
      );
    case "searchAndFilters":
      return (
        <EmptyState title={title} action={<Button onClick={clear}><Trans>Clear the search and filters</Trans></Button>}>
          <p>
            <Trans>Check the spelling of the search, use fewer words, or remove a filter.</Trans>
          </p>
        </EmptyState>
      );
    case "filters":
      return (
        <EmptyState title={title} action={<Button onClick={clear}><Trans>Clear the filters</Trans></Button>}>
          <p>
            <Trans>Try another language or species, or remove the price or availability filter.</Trans>
          </p>
        </EmptyState>
      );
  }
}
