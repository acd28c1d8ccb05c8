import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { noVetFoundCase, type DirectorySearch, type NoVetFoundCase } from "../utils/directory-search";

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
  const help = helpFor(noVetFoundCase(search));
  if (help === null) return <EmptyState title={title} />;
  return (
    <EmptyState title={title} action={<Button onClick={clear}>{help.clear}</Button>}>
      <p>{help.advice}</p>
    </EmptyState>
  );
}

function helpFor(why: NoVetFoundCase): { advice: ReactNode; clear: ReactNode } | null {
  switch (why) {
    case "emptyDirectory":
      return null;
    case "search":
      return {
        advice: <Trans>Check the spelling, or search for part of a name, a specialty or a word from a bio.</Trans>,
        clear: <Trans>Clear the search</Trans>,
      };
    case "searchAndFilters":
      return {
        advice: <Trans>Check the spelling of the search, use fewer words, or remove a filter.</Trans>,
        clear: <Trans>Clear the search and filters</Trans>,
      };
    case "filters":
      return {
        advice: <Trans>Try another language or species, or remove the price or availability filter.</Trans>,
        clear: <Trans>Clear the filters</Trans>,
      };
  }
}
