import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "convex/react";
import { Button } from "@/components/ui/button";
import { SelectField, TextAreaField } from "@/components/ui/field";
import { refusalAtField } from "@/lib/convex/server-error";
import { FormRefusal } from "@/lib/forms/form-refusal";
import { FormSavedNotice } from "@/lib/forms/form-saved-notice";
import { useAppForm } from "@/lib/forms/use-app-form";
import { detailsChangeSchema, MAX_REASON_LENGTH } from "@shared/bookings/change-input";
import { api } from "../../../../convex/_generated/api";
import { useCommandKey } from "../hooks/use-command-key";
import { bookingErrorMessage, bookingFieldMessage } from "../utils/booking-error-message";
import { myPetsQuery } from "@/lib/data/shared-queries";
import { usePageQuery } from "@/lib/data/page-query";

const detailsRefusalAtField = refusalAtField({ REASON_REQUIRED: "reason", INPUT_TOO_LONG: "reason", PET_NOT_FOUND: "petId" });

export function ChangeDetailsSection({
  bookingId,
  petId,
  reason,
}: {
  bookingId: string;
  petId: string | null;
  reason: string;
}) {
  const { t } = useLingui();
  const pets = usePageQuery(myPetsQuery());
  const changeDetails = useMutation(api.bookings.changeDetails);
  const { commandKey, renew } = useCommandKey();
  const { form, formRef, values, pending, saved, errorAt, refusal, onSubmit } = useAppForm({
    defaultValues: { petId: petId ?? "", reason },
    schema: detailsChangeSchema,
    // Only what changed is sent; each try is one intent, so the next gets a new key.
    submit: (details) =>
      changeDetails({
        bookingId,
        commandKey,
        petId: details.petId !== petId ? details.petId : undefined,
        reason: details.reason !== reason ? details.reason : undefined,
      }).finally(renew),
    fieldMessage: bookingFieldMessage,
    fieldsOfRefusal: detailsRefusalAtField,
  });

  return (
    <section className="card" aria-labelledby="details-title">
      <h2 id="details-title">
        <Trans>Change the pet or the reason</Trans>
      </h2>
      <form ref={formRef} onSubmit={onSubmit} className="form-stack" noValidate>
        <SelectField
          label={t`Pet`}
          value={values.petId}
          error={errorAt("petId")}
          onChange={(event) => form.setFieldValue("petId", event.target.value)}
        >
          {(pets ?? []).map((pet) => (
            <option key={pet._id} value={pet._id}>
              {pet.name}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={t`Reason for the consultation`}
          value={values.reason}
          maxLength={MAX_REASON_LENGTH}
          required
          error={errorAt("reason")}
          onChange={(event) => form.setFieldValue("reason", event.target.value)}
        />
        <div className="form-actions">
          <Button type="submit" variant="primary" pending={pending}>
            <Trans>Save changes</Trans>
          </Button>
          <FormRefusal refusal={refusal} messageFor={bookingErrorMessage} />
          <FormSavedNotice saved={saved}>
            <Trans>Your changes were saved.</Trans>
          </FormSavedNotice>
        </div>
      </form>
    </section>
  );
}
