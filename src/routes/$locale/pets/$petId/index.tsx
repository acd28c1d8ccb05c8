import { createFileRoute } from "@tanstack/react-router";
import { RequireRole } from "@/features/accounts/components/require-role";
import { PetDetailPage } from "@/features/pets/components/pet-detail-page";
import { isLocale } from "@/lib/i18n/locales";

/** Owners and vets: the server decides who may see this pet (a malformed or foreign id is not found). */
export const Route = createFileRoute("/$locale/pets/$petId/")({
  component: PetRoute,
});

function PetRoute() {
  const { locale, petId } = Route.useParams();
  return (
    <RequireRole>
      <PetDetailPage petId={petId} locale={isLocale(locale) ? locale : "en"} />
    </RequireRole>
  );
}
