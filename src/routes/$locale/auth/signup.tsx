import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { SignUpPage } from "@/features/accounts/components/sign-up-page";

export const Route = createFileRoute("/$locale/auth/signup")({
  validateSearch: z.object({ redirect: z.string().optional().catch(undefined) }),
  component: function SignUpRoute() {
    const { redirect } = Route.useSearch();
    return <SignUpPage redirect={redirect} />;
  },
});
