/** The species Vetline knows, shared by the schema, the forms and the directory filters (no zod here: it ships with the first page). */
export const PET_SPECIES = ["dog", "cat", "rabbit", "guinea_pig", "ferret", "bird", "reptile", "other"] as const;
export type PetSpecies = (typeof PET_SPECIES)[number];
