/**
 * The specialties a vet can list, as stable codes with their name in every app locale: the profile form's choices,
 * the directory's filter and search, and what the pages show. No zod here: the directory's first page shows labels.
 *
 * Profiles saved before the list existed hold free text; such an entry is still shown as stored, and one that is a
 * known name ("Small mammals") counts as its code everywhere (display, filter, the next save).
 */
export const VET_SPECIALTIES = [
  "general_practice",
  "preventive_care",
  "internal_medicine",
  "emergency_triage",
  "behaviour",
  "nutrition",
  "dermatology",
  "dentistry",
  "cardiology",
  "oncology",
  "ophthalmology",
  "neurology",
  "orthopaedics",
  "rehabilitation",
  "reproduction",
  "senior_pets",
  "feline_medicine",
  "small_mammals",
  "exotic_animals",
  "avian_medicine",
] as const;
export type VetSpecialty = (typeof VET_SPECIALTIES)[number];

export type SpecialtyLocale = "en" | "de" | "fr" | "es";
export const SPECIALTY_LOCALES: readonly SpecialtyLocale[] = ["en", "de", "fr", "es"];

/** Each specialty's name as vets and owners say it in each locale. The English name is the one older profiles stored. */
export const SPECIALTY_LABELS: Record<VetSpecialty, Record<SpecialtyLocale, string>> = {
  general_practice: { en: "General practice", de: "Allgemeinmedizin", fr: "Médecine générale", es: "Medicina general" },
  preventive_care: { en: "Preventive care", de: "Vorsorge", fr: "Médecine préventive", es: "Medicina preventiva" },
  internal_medicine: { en: "Internal medicine", de: "Innere Medizin", fr: "Médecine interne", es: "Medicina interna" },
  emergency_triage: { en: "Emergency triage", de: "Notfall-Ersteinschätzung", fr: "Triage des urgences", es: "Triaje de urgencias" },
  behaviour: { en: "Behaviour", de: "Verhaltensmedizin", fr: "Comportement", es: "Etología clínica" },
  nutrition: { en: "Nutrition", de: "Ernährungsberatung", fr: "Nutrition", es: "Nutrición" },
  dermatology: { en: "Dermatology", de: "Dermatologie", fr: "Dermatologie", es: "Dermatología" },
  dentistry: { en: "Dentistry", de: "Zahnheilkunde", fr: "Dentisterie", es: "Odontología" },
  cardiology: { en: "Cardiology", de: "Kardiologie", fr: "Cardiologie", es: "Cardiología" },
  oncology: { en: "Oncology", de: "Onkologie", fr: "Oncologie", es: "Oncología" },
  ophthalmology: { en: "Ophthalmology", de: "Augenheilkunde", fr: "Ophtalmologie", es: "Oftalmología" },
  neurology: { en: "Neurology", de: "Neurologie", fr: "Neurologie", es: "Neurología" },
  orthopaedics: { en: "Orthopaedics", de: "Orthopädie", fr: "Orthopédie", es: "Traumatología y ortopedia" },
  rehabilitation: { en: "Rehabilitation", de: "Physiotherapie und Rehabilitation", fr: "Rééducation", es: "Rehabilitación" },
  reproduction: { en: "Reproduction", de: "Reproduktionsmedizin", fr: "Reproduction", es: "Reproducción" },
  senior_pets: { en: "Senior pets", de: "Geriatrie", fr: "Gériatrie", es: "Geriatría" },
  feline_medicine: { en: "Feline medicine", de: "Katzenmedizin", fr: "Médecine féline", es: "Medicina felina" },
  small_mammals: { en: "Small mammals", de: "Kleinsäuger", fr: "Petits mammifères", es: "Pequeños mamíferos" },
  exotic_animals: { en: "Exotic animals", de: "Exoten", fr: "Animaux exotiques (NAC)", es: "Animales exóticos" },
  avian_medicine: { en: "Avian medicine", de: "Vogelmedizin", fr: "Médecine aviaire", es: "Medicina aviar" },
};

export function isVetSpecialty(value: string): value is VetSpecialty {
  return (VET_SPECIALTIES as readonly string[]).includes(value);
}

/** Case-, accent- and spacing-insensitive form of a name, so "cardiologia" finds "Cardiología". */
export function foldedSpecialtyName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

const CODE_BY_FOLDED_NAME = new Map<string, VetSpecialty>(
  VET_SPECIALTIES.flatMap((code) => [
    [foldedSpecialtyName(code), code] as const,
    ...SPECIALTY_LOCALES.map((locale) => [foldedSpecialtyName(SPECIALTY_LABELS[code][locale]), code] as const),
  ]),
);

/** The code a stored entry or typed text stands for: a code, or a specialty's name in any locale; else undefined. */
export function specialtyCodeOf(entry: string): VetSpecialty | undefined {
  return isVetSpecialty(entry) ? entry : CODE_BY_FOLDED_NAME.get(foldedSpecialtyName(entry));
}

const asSpecialtyLocale = (locale: string): SpecialtyLocale =>
  SPECIALTY_LOCALES.find((known) => locale === known || locale.startsWith(`${known}-`)) ?? "en";

/** What the reader sees for a stored entry: the name in their locale, or old free text as it was stored. */
export function specialtyLabel(entry: string, locale: string): string {
  const code = specialtyCodeOf(entry);
  return code === undefined ? entry : SPECIALTY_LABELS[code][asSpecialtyLocale(locale)];
}

/** The specialties in the reader's alphabetical order, for a list of choices. */
export function specialtyChoices(locale: string): { code: VetSpecialty; label: string }[] {
  const collator = new Intl.Collator(locale);
  return VET_SPECIALTIES.map((code) => ({ code, label: specialtyLabel(code, locale) })).sort((a, b) =>
    collator.compare(a.label, b.label),
  );
}

/** Every name a stored entry goes by (for text search): its names in all locales, with and without accents. */
export function specialtySearchTerms(entry: string): string[] {
  const code = specialtyCodeOf(entry);
  if (code === undefined) return [entry];
  const names = SPECIALTY_LOCALES.map((locale) => SPECIALTY_LABELS[code][locale]);
  return [...new Set([...names, ...names.map(foldedSpecialtyName)])];
}
