import { Trans } from "@lingui/react/macro";
import { useConvex } from "convex/react";
import { Button } from "@/components/ui/button";
import { api } from "../../../../../convex/_generated/api";
import { useAsyncAction } from "@/hooks/use-async-action";
import { FormError } from "../form-error";

function saveAsFile(contents: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([contents], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

export function DataSection() {
  const convex = useConvex();
  const download = useAsyncAction(async () => {
    const data = await convex.query(api.accounts.exportMyData, {});
    saveAsFile(JSON.stringify(data, null, 2), `vetline-data-${new Date().toISOString().slice(0, 10)}.json`);
  });
  return (
    <section className="card" aria-labelledby="data-title">
      <h2 id="data-title">
        <Trans>Your data</Trans>
      </h2>
      <p>
        <Trans>Download everything you have entered in Vetline (account, pets, bookings and notes) as a JSON file.</Trans>
      </p>
      <FormError error={download.error} />
      <Button pending={download.pending} onClick={() => void download.run()}>
        <Trans>Download my data</Trans>
      </Button>
    </section>
  );
}
