import { createFileRoute, redirect } from "@tanstack/react-router";
import { browserPreferredLocale } from "@/lib/i18n/preferred-locale";

export const Route = createFileRoute("/")({
  beforeLoad: () => {
    throw redirect({ to: "/$locale", params: { locale: browserPreferredLocale() }, replace: true });
  },
});
