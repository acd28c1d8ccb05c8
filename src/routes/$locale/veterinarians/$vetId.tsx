import { createFileRoute } from "@tanstack/react-router";
import { RefundTerms } from "@/features/bookings/components/refund-terms";
import { VetDetailPage } from "@/features/vets/components/vet-detail-page";
import { isLocale } from "@/lib/i18n/locales";
import { viewerTimeZone } from "@/features/accounts/api/viewer-source";
import { loadFreeTimesWindow } from "@/features/vets/utils/load-free-times-window";
import { prewarm, prewarmAndWait } from "@/lib/data/prewarm";
import { freeSlotsQuery, vetDetailQuery } from "@/lib/data/shared-queries";

/** How long a click on a vet's card may wait for the profile and free times before the page shows placeholders. */
const OPENS_COMPLETE_WITHIN_MS = 800;

export const Route = createFileRoute("/$locale/veterinarians/$vetId")({
  // The loader stays in the main chunk: a pointer resting on a vet's card starts the profile and the free times at
  // once, alongside the page's chunk rather than after it. Its time-zone arithmetic loads on demand (ADR 0011); the
  // directory fetches it early. The page opens with both answers, waiting for them a moment at most.
  codeSplitGroupings: [["component"]],
  component: VetDetailRoute,
  loader: async ({ context, params }) => {
    const profile = vetDetailQuery(params.vetId, context.locale);
    prewarm(context.convex, profile);
    const [viewer, freeTimesWindow] = await Promise.all([context.viewer.known(), loadFreeTimesWindow()]);
    const freeTimes = freeSlotsQuery(params.vetId, freeTimesWindow(Date.now(), viewerTimeZone(viewer)));
    await prewarmAndWait(context.convex, OPENS_COMPLETE_WITHIN_MS, profile, freeTimes);
  },
});

function VetDetailRoute() {
  const { locale, vetId } = Route.useParams();
  return <VetDetailPage vetId={vetId} locale={isLocale(locale) ? locale : "en"} cancellationTerms={<RefundTerms />} />;
}
