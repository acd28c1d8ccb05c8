import { createFileRoute } from "@tanstack/react-router";
import { RefundTerms } from "@/features/bookings/components/refund-terms";
import { VetDetailPage } from "@/features/vets/components/vet-detail-page";
import { isLocale } from "@/lib/i18n/locales";
import { viewerTimeZone } from "@/features/accounts/api/viewer-source";
import { freeTimesWindow } from "@/features/vets/utils/free-times-window";
import { prewarm } from "@/lib/data/prewarm";
import { freeSlotsQuery, vetDetailQuery } from "@/lib/data/shared-queries";

export const Route = createFileRoute("/$locale/veterinarians/$vetId")({
  // The loader computes time-zone windows: it ships in the page's chunk, not in the first page's (ADR 0011).
  codeSplitGroupings: [["loader", "component"]],
  component: VetDetailRoute,
  // Starts the profile and the free times at once; on hover ("intent") too, so the page opens with them.
  loader: ({ context, params }) => {
    prewarm(context.convex, vetDetailQuery(params.vetId, context.locale));
    void context.viewer.known().then((viewer) => {
      prewarm(context.convex, freeSlotsQuery(params.vetId, freeTimesWindow(Date.now(), viewerTimeZone(viewer))));
    });
  },
});

function VetDetailRoute() {
  const { locale, vetId } = Route.useParams();
  return <VetDetailPage vetId={vetId} locale={isLocale(locale) ? locale : "en"} cancellationTerms={<RefundTerms />} />;
}
