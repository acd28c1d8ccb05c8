import { createFileRoute } from "@tanstack/react-router";
import { DirectoryPage } from "@/features/vets/components/directory-page";
import { parseDirectorySearch } from "@/features/vets/utils/directory-search";
import { isLocale } from "@/lib/i18n/locales";

export const Route = createFileRoute("/$locale/veterinarians/")({
  validateSearch: parseDirectorySearch,
  component: DirectoryRoute,
});

function DirectoryRoute() {
  const { locale } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DirectoryPage
      locale={isLocale(locale) ? locale : "en"}
      search={search}
      onSearchChange={(next) => void navigate({ search: next })}
    />
  );
}
