import { createFileRoute } from "@tanstack/react-router";
import { requireViewer } from "@/features/accounts/utils/require-viewer";
import { AddCardFormOnDemand } from "@/features/payments/components/add-card-form-on-demand";
import { RequestPage } from "@/features/see-a-vet-now/components/request-page";
import { sortedLanguageOptions } from "@/features/vets/utils/language-names";
import { isLocale } from "@/lib/i18n/locales";

export const Route = createFileRoute("/$locale/bookings/now/")({
  beforeLoad: (match) => requireViewer(match, "owner"),
  component: RequestRoute,
});

function RequestRoute() {
  const { locale: segment } = Route.useParams();
  const locale = isLocale(segment) ? segment : "en";
  return (
    <RequestPage
      locale={locale}
      languageOptions={sortedLanguageOptions(locale)}
      renderAddCard={(handlers) => <AddCardFormOnDemand {...handlers} />}
    />
  );
}
