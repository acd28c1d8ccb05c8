import { createFileRoute } from "@tanstack/react-router";
import { requireViewer } from "@/features/accounts/utils/require-viewer";
import { PetEditPage } from "@/features/pets/components/pet-edit-page";

export const Route = createFileRoute("/$locale/pets/$petId/edit")({
  beforeLoad: (match) => requireViewer(match, "owner"),
  component: PetEditRoute,
});

function PetEditRoute() {
  const { locale, petId } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <PetEditPage
      petId={petId}
      onDone={(archived) => {
        if (archived) void navigate({ to: "/$locale/my-pets", params: { locale } });
        else
          void navigate({
            to: "/$locale/pets/$petId",
            params: { locale, petId },
          });
      }}
    />
  );
}
