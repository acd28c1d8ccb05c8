import { createFileRoute } from "@tanstack/react-router";
import { VetProfilePage } from "@/features/vets/components/vet-profile-page";
import { isLocale } from "@/lib/i18n/locales";
import { myVetProfileQuery } from "@/features/vets/api/vet-queries";
import { prewarm } from "@/lib/data/prewarm";

export const Route = createFileRoute("/$locale/vet/profile")({
  codeSplitGroupings: [["loader", "component"]],
  component: VetProfileRoute,
  loader: ({ context }) => prewarm(context.convex, myVetProfileQuery()),
});

function VetProfileRoute() {
  const { locale } = Route.useParams();
  return <VetProfilePage locale={isLocale(locale) ? locale : "en"} />;
}
