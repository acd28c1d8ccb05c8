import { createFileRoute } from "@tanstack/react-router";
import { requireViewer } from "@/features/accounts/utils/require-viewer";
import { PetEditPage } from "@/features/pets/components/pet-edit-page";
import { petQuery } from "@/features/pets/api/pet-queries";
import { prewarm } from "@/lib/data/prewarm";

export const Route = createFileRoute("/$locale/pets/$petId/edit")({
  codeSplitGroupings: [["loader", "component"]],
  beforeLoad: (match) => requireViewer(match, "owner"),
  component: PetEditRoute,
  loader: ({ context, params }) => prewarm(context.convex, petQuery(params.petId)),
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
