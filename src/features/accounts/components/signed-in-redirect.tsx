import { useRouter } from "@tanstack/react-router";
import { useLayoutEffect } from "react";
import { useViewer } from "../api/use-viewer";
import { useLocale } from "@/hooks/use-locale";
import { landingPath } from "../utils/landing-path";
import { isAuthPath, safeRedirectPath } from "../utils/safe-redirect";

/** Once signed in, leave the auth page: to the validated `redirect`, else the role's landing page in this page's language. */
export function SignedInRedirect({ redirect }: { redirect?: string }) {
  const viewer = useViewer();
  const locale = useLocale();
  if (viewer.status !== "signed-in") return null;
  const safe = safeRedirectPath(redirect, window.location.origin);
  // The language the person is reading stays: their saved one is for emails (DESIGN §4).
  const target = safe && !isAuthPath(safe) ? safe : landingPath(locale, viewer.viewer.role);
  return <ReplaceWith href={target} />;
}

/** TanStack's <Navigate>, for a validated same-origin href (its `to` cannot carry a query string). */
function ReplaceWith({ href }: { href: string }) {
  const router = useRouter();
  useLayoutEffect(() => {
    void router.navigate({ href, replace: true });
  }, [router, href]);
  return null;
}
