import { lazy, Suspense, type ComponentProps } from "react";
import { Skeleton } from "@/components/ui/skeleton";

// The form brings the form library and the input schemas (about 40 kB): pages that offer it among other things load
// it after their first paint, not with it (the booking page's bundle budget).
const AddCardForm = lazy(() => import("./add-card-form").then((module) => ({ default: module.AddCardForm })));

/** The card entry form, downloaded when first shown. */
export function AddCardFormOnDemand(props: ComponentProps<typeof AddCardForm>) {
  return (
    <Suspense fallback={<Skeleton height="10rem" />}>
      <AddCardForm {...props} />
    </Suspense>
  );
}
