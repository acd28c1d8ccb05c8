import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { SignInPage } from "@/features/accounts/components/sign-in-page";

const authSearchSchema = z.object({ redirect: z.string().optional().catch(undefined) });

export const Route = createFileRoute("/$locale/auth/signin")({
  validateSearch: authSearchSchema,
  component: function SignInRoute() {
    const { redirect } = Route.useSearch();
    return <SignInPage redirect={redirect} />;
  },
});
