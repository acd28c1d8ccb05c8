import { createFileRoute } from "@tanstack/react-router";
import { RequireRole } from "@/features/accounts/components/require-role";
import { MyPetsPage } from "@/features/pets/components/my-pets-page";
import { isLocale } from "@/lib/i18n/locales";

export const Route = createFileRoute("/$locale/my-pets")({
  component: MyPetsRoute,
});

function MyPetsRoute() {
  const { locale } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <RequireRole role="owner">
      <MyPetsPage
        locale={isLocale(locale) ? locale : "en"}
        onCreated={(petId) => void navigate({ to: "/$locale/pets/$petId", params: { locale, petId } })}
      />
    </RequireRole>
  );
}
