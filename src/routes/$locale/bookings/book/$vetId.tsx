import { createFileRoute } from "@tanstack/react-router";
import { RequireRole } from "@/features/accounts/components/require-role";
import { BookPage } from "@/features/bookings/components/book-page";
import { AddCardForm } from "@/features/payments/components/add-card-form";
import { isLocale } from "@/lib/i18n/locales";

export const Route = createFileRoute("/$locale/bookings/book/$vetId")({
  component: BookRoute,
});

function BookRoute() {
  const { locale, vetId } = Route.useParams();
  return (
    <RequireRole role="owner">
      <BookPage
        locale={isLocale(locale) ? locale : "en"}
        vetId={vetId}
        renderAddCard={(onAdded) => <AddCardForm onAdded={onAdded} />}
      />
    </RequireRole>
  );
}
