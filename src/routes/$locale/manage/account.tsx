import { createFileRoute } from "@tanstack/react-router";
import { AccountPage } from "@/features/accounts/components/account/account-page";
import { RequireRole } from "@/features/accounts/components/require-role";

export const Route = createFileRoute("/$locale/manage/account")({
  component: () => (
    <RequireRole>
      <AccountPage />
    </RequireRole>
  ),
});
