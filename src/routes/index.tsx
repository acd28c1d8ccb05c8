import { createFileRoute } from "@tanstack/react-router";
import { redirectToLocalizedAddress } from "@/lib/routing/localized-redirect";

export const Route = createFileRoute("/")({
  beforeLoad: ({ location }) => {
    throw redirectToLocalizedAddress(location);
  },
});
