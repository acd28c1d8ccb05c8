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

/** What to try, for what was searched, and buttons that clear it (the sort order stays). */
export function NoVetFound({ search, onSearchChange }: { search: DirectorySearch; onSearchChange: (next: DirectorySearch) => void }) {
  const title = useNoVetFoundTitle(search);
  const help = helpFor(noVetFoundCase(search));
  if (help === null) return <EmptyState title={title} />;
  const keeping = (keep: ReadonlyArray<keyof DirectorySearch>): DirectorySearch =>
    Object.fromEntries(keep.filter((field) => search[field] !== undefined).map((field) => [field, search[field]]));
  return (
    <EmptyState
      title={title}
      action={
        <div className="form-actions">
          {help.clears.map(({ label, keep }, index) => (
            <Button key={index} onClick={() => onSearchChange(keeping(keep))}>
              {label}
            </Button>
          ))}
        </div>
      }
    >
      <p>{help.advice}</p>
    </EmptyState>
  );
}

/** A way out of an empty result: its button's label, and what it keeps of the search. */
type Clear = { label: ReactNode; keep: ReadonlyArray<keyof DirectorySearch> };

function helpFor(why: NoVetFoundCase): { advice: ReactNode; clears: Clear[] } | null {
  switch (why) {
    case "emptyDirectory":
      return null;
    case "search":
      return {
        advice: <Trans>Check the spelling, or search for part of a name, a specialty or a word from a bio.</Trans>,
        clears: [{ label: <Trans>Clear the search</Trans>, keep: ["sort"] }],
      };
    case "searchAndFilters":
      // the search alone may find someone: clearing only the filters keeps what was typed
      return {
        advice: <Trans>Check the spelling of the search, use fewer words, or remove a filter.</Trans>,
        clears: [
          { label: <Trans>Clear the filters</Trans>, keep: ["q", "sort"] },
          { label: <Trans>Clear the search and filters</Trans>, keep: ["sort"] },
        ],
      };
    case "filters":
      return {
        advice: <Trans>Try another language or species, or remove the price or availability filter.</Trans>,
        clears: [{ label: <Trans>Clear the filters</Trans>, keep: ["sort"] }],
      };
  }
}
