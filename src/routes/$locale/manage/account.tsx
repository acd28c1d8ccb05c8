import { createFileRoute } from "@tanstack/react-router";
import { AccountPage } from "@/features/accounts/components/account/account-page";
import { requireViewer } from "@/features/accounts/utils/require-viewer";

export const Route = createFileRoute("/$locale/manage/account")({
  beforeLoad: (match) => requireViewer(match),
  component: AccountPage,
});
