import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "convex/react";
import { useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { api } from "../../../../convex/_generated/api";
import { useCommandKey } from "../hooks/use-command-key";
import { bookingErrorMessage } from "../utils/booking-error-message";
import { myPetsQuery } from "@/lib/data/shared-queries";
import { usePageQuery } from "@/lib/data/page-query";

export function ChangeDetailsSection({
  bookingId,
  petId,
  reason,
}: {
  bookingId: string;
  petId: string | null;
  reason: string;
}) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const pets = usePageQuery(myPetsQuery());
  const changeDetails = useMutation(api.bookings.changeDetails);
  const { commandKey, renew } = useCommandKey();
  const [newPetId, setNewPetId] = useState(petId ?? "");
  const [newReason, setNewReason] = useState(reason);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await changeDetails({
        bookingId,
        commandKey,
        petId: newPetId !== petId ? newPetId : undefined,
        reason: newReason !== reason ? newReason : undefined,
      });
      toast(t`Your changes were saved.`);
    } catch (caught) {
      setError(caught);
    } finally {
      renew();
      setPending(false);
    }
  };

  return (
    <section className="card" aria-labelledby="details-title">
      <h2 id="details-title">
        <Trans>Change the pet or the reason</Trans>
      </h2>
      <form onSubmit={(event) => void submit(event)} className="form-stack">
        {error !== null ? <Alert tone="error">{i18n._(bookingErrorMessage(error))}</Alert> : null}
        <SelectField label={t`Pet`} value={newPetId} onChange={(event) => setNewPetId(event.target.value)}>
          {(pets ?? []).map((pet) => (
            <option key={pet._id} value={pet._id}>
              {pet.name}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={t`Reason for the consultation`}
          value={newReason}
          maxLength={2000}
          required
          onChange={(event) => setNewReason(event.target.value)}
        />
        <div className="form-actions">
          <Button type="submit" variant="primary" pending={pending}>
            <Trans>Save changes</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
