import { createFileRoute } from "@tanstack/react-router";
import { requireViewer } from "@/features/accounts/utils/require-viewer";

/** Every /vet/* page is for vets only, decided before any of them renders (the backend checks again on every call). */
export const Route = createFileRoute("/$locale/vet")({
  beforeLoad: (match) => requireViewer(match, "vet"),
});
