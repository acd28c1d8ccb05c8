import { createFileRoute } from "@tanstack/react-router";
import { VetProfilePage } from "@/features/vets/components/vet-profile-page";
import { isLocale } from "@/lib/i18n/locales";

export const Route = createFileRoute("/$locale/vet/profile")({
  component: VetProfileRoute,
});

function VetProfileRoute() {
  const { locale } = Route.useParams();
  return <VetProfilePage locale={isLocale(locale) ? locale : "en"} />;
}
