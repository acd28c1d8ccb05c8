import { createFileRoute } from "@tanstack/react-router";
import { requireViewer } from "@/features/accounts/utils/require-viewer";
import { BookPage } from "@/features/bookings/components/book-page";
import { AddCardForm } from "@/features/payments/components/add-card-form";
import { isLocale } from "@/lib/i18n/locales";

export const Route = createFileRoute("/$locale/bookings/book/$vetId")({
  beforeLoad: (match) => requireViewer(match, "owner"),
  // A plain parser: route search validators ship with the first page (ADR 0011).
  validateSearch: (search: Record<string, unknown>): { startsAt?: number } => {
    const startsAt = Number(search.startsAt);
    return Number.isInteger(startsAt) && startsAt > 0 ? { startsAt } : {};
  },
  component: BookRoute,
});

function BookRoute() {
  const { locale, vetId } = Route.useParams();
  const { startsAt } = Route.useSearch();
  return (
    <BookPage
      locale={isLocale(locale) ? locale : "en"}
      vetId={vetId}
      chosenStartsAt={startsAt}
      renderAddCard={(onAdded) => <AddCardForm onAdded={onAdded} />}
    />
  );
}
