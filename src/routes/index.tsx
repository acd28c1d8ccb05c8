import { createFileRoute, redirect } from "@tanstack/react-router";
import { browserPreferredLocale, localizedAddress } from "@/lib/i18n/preferred-locale";

export const Route = createFileRoute("/")({
  beforeLoad: ({ location }) => {
    throw redirect({ href: localizedAddress("/", location.searchStr, browserPreferredLocale()), replace: true });
  },
});
