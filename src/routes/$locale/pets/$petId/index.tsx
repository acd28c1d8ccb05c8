import { createFileRoute } from "@tanstack/react-router";
import { requireViewer } from "@/features/accounts/utils/require-viewer";
import { PetDetailPage } from "@/features/pets/components/pet-detail-page";
import { isLocale } from "@/lib/i18n/locales";
import { petConsultationsQuery, petQuery } from "@/features/pets/api/pet-queries";
import { prewarm } from "@/lib/data/prewarm";

/** Owners and vets: the server decides who may see this pet (a malformed or foreign id is not found). */
export const Route = createFileRoute("/$locale/pets/$petId/")({
  codeSplitGroupings: [["loader", "component"]],
  beforeLoad: (match) => requireViewer(match),
  component: PetRoute,
  loader: ({ context, params }) => prewarm(context.convex, petQuery(params.petId), petConsultationsQuery(params.petId)),
});

function PetRoute() {
  const { locale, petId } = Route.useParams();
  return <PetDetailPage petId={petId} locale={isLocale(locale) ? locale : "en"} />;
}
