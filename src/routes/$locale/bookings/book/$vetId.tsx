import { createFileRoute } from "@tanstack/react-router";
import { searchValidator } from "@/lib/routing/search-validator";
import { requireViewer } from "@/features/accounts/utils/require-viewer";
import { BookPage } from "@/features/bookings/components/book-page";
import { AddCardFormOnDemand } from "@/features/payments/components/add-card-form-on-demand";
import { isLocale } from "@/lib/i18n/locales";
import { viewerTimeZone } from "@/features/accounts/api/viewer-source";
import { calendarWeek, openingWeekOffset } from "@/features/bookings/utils/calendar-weeks";
import { prewarm } from "@/lib/data/prewarm";
import { freeSlotsQuery, myPetsQuery, paymentMethodsQuery, vetDetailQuery } from "@/lib/data/shared-queries";

export const Route = createFileRoute("/$locale/bookings/book/$vetId")({
  // The loader computes time-zone windows: it ships in the page's chunk, not in the first page's (ADR 0011).
  codeSplitGroupings: [["loader", "component"]],
  beforeLoad: (match) => requireViewer(match, "owner"),
  // A plain parser: route search validators ship with the first page (ADR 0011).
  validateSearch: searchValidator<{ startsAt?: number }>((search) => {
    const startsAt = Number(search.startsAt);
    return Number.isInteger(startsAt) && startsAt > 0 ? { startsAt } : {};
  }),
  component: BookRoute,
  loaderDeps: ({ search }) => ({ startsAt: search.startsAt }),
  // The vet, the owner's pets and cards, and the week of free times, all at once.
  loader: ({ context, params, deps }) => {
    prewarm(context.convex, vetDetailQuery(params.vetId, context.locale), myPetsQuery(), paymentMethodsQuery());
    void context.viewer.known().then((viewer) => {
      const now = Date.now();
      const timeZone = viewerTimeZone(viewer);
      const week = calendarWeek(now, timeZone, openingWeekOffset(now, timeZone, deps.startsAt));
      prewarm(context.convex, freeSlotsQuery(params.vetId, week));
    });
  },
});

function BookRoute() {
  const { locale, vetId } = Route.useParams();
  const { startsAt } = Route.useSearch();
  return (
    <BookPage
      locale={isLocale(locale) ? locale : "en"}
      vetId={vetId}
      chosenStartsAt={startsAt}
      renderAddCard={(handlers) => <AddCardFormOnDemand {...handlers} />}
    />
  );
}
