import { Plural, Trans } from "@lingui/react/macro";
import { ageInMonths } from "@shared/pets/age";
import { localToday } from "../utils/local-today";

/** "3 years", "about 7 months": the age from the stored birth date, marked when it was estimated. */
export function PetAge({ birthDate, estimated }: { birthDate: string | null; estimated: boolean }) {
  if (birthDate === null) return null;
  const months = ageInMonths(birthDate, localToday());
  const years = Math.floor(months / 12);
  const age =
    years >= 1 ? (
      <Plural value={years} one="# year" other="# years" />
    ) : (
      <Plural value={months} one="# month" other="# months" />
    );
  return estimated ? <Trans>about {age}</Trans> : age;
}
