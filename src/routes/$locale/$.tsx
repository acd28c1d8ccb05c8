import { createFileRoute } from "@tanstack/react-router";
import { NotFoundPage } from "@/components/errors/not-found-page";

export const Route = createFileRoute("/$locale/$")({
  component: function CatchAllNotFound() {
    const { locale } = Route.useParams();
    return <NotFoundPage homeHref={`/${locale}`} />;
  },
});
