import { createFileRoute } from "@tanstack/react-router";
import { RequireRole } from "@/features/accounts/components/require-role";
import { PetEditPage } from "@/features/pets/components/pet-edit-page";

export const Route = createFileRoute("/$locale/pets/$petId/edit")({
  component: PetEditRoute,
});

function PetEditRoute() {
  const { locale, petId } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <RequireRole role="owner">
      <PetEditPage
        petId={petId}
        onDone={(archived) => {
          if (archived) void navigate({ to: "/$locale/my-pets", params: { locale } });
          else void navigate({ to: "/$locale/pets/$petId", params: { locale, petId } });
        }}
      />
    </RequireRole>
  );
}
