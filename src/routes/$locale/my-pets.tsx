import { createFileRoute } from "@tanstack/react-router";
import { requireViewer } from "@/features/accounts/utils/require-viewer";
import { MyPetsPage } from "@/features/pets/components/my-pets-page";
import { isLocale } from "@/lib/i18n/locales";
import { prewarm } from "@/lib/data/prewarm";
import { myPetsQuery } from "@/lib/data/shared-queries";

export const Route = createFileRoute("/$locale/my-pets")({
  codeSplitGroupings: [["loader", "component"]],
  beforeLoad: (match) => requireViewer(match, "owner"),
  component: MyPetsRoute,
  loader: ({ context }) => prewarm(context.convex, myPetsQuery()),
});

function MyPetsRoute() {
  const { locale } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <MyPetsPage
      locale={isLocale(locale) ? locale : "en"}
      onCreated={(petId) => void navigate({ to: "/$locale/pets/$petId", params: { locale, petId } })}
    />
  );
}
