import { createFileRoute } from "@tanstack/react-router";
import { RefundTerms } from "@/features/bookings/components/refund-terms";
import { VetDetailPage } from "@/features/vets/components/vet-detail-page";
import { isLocale } from "@/lib/i18n/locales";

export const Route = createFileRoute("/$locale/veterinarians/$vetId")({
  component: VetDetailRoute,
});

function VetDetailRoute() {
  const { locale, vetId } = Route.useParams();
  return <VetDetailPage vetId={vetId} locale={isLocale(locale) ? locale : "en"} cancellationTerms={<RefundTerms />} />;
}
