import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { AuthCallbackPage } from "@/features/accounts/components/auth-callback-page";

export const Route = createFileRoute("/$locale/auth/callback")({
  validateSearch: z.object({ redirect: z.string().optional().catch(undefined) }),
  component: function AuthCallbackRoute() {
    const { redirect } = Route.useSearch();
    return <AuthCallbackPage redirect={redirect} />;
  },
});
