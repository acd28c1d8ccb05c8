import { createFileRoute } from "@tanstack/react-router";
import { searchValidator } from "@/lib/routing/search-validator";
import { DirectoryPage } from "@/features/vets/components/directory-page";
import { parseDirectorySearch } from "@/features/vets/utils/directory-search";
import { loadFreeTimesWindow } from "@/features/vets/utils/load-free-times-window";
import { isLocale } from "@/lib/i18n/locales";

export const Route = createFileRoute("/$locale/veterinarians/")({
  codeSplitGroupings: [["loader", "component"]],
  validateSearch: searchValidator(parseDirectorySearch),
  component: DirectoryRoute,
  // What a vet page's loader needs to start the vet's free times when a card is pointed at: here before that.
  loader: () => {
    loadFreeTimesWindow().catch(() => {});
  },
});

function DirectoryRoute() {
  const { locale } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DirectoryPage
      locale={isLocale(locale) ? locale : "en"}
      search={search}
      // In place: on a phone the results sit under the filters, and a jump to the top hid them.
      onSearchChange={(next, options) => void navigate({ search: next, resetScroll: false, replace: options?.replace })}
    />
  );
}
