import { pageQuery, textIn } from "@/lib/data/page-query";
import { api } from "../../../../convex/_generated/api";

/** A pet's record: its name and everything the owner wrote about it are personal. */
export const petQuery = (petId: string) =>
  pageQuery(api.pets.pet, { petId }, (pet) => [
    pet.name,
    pet.breed,
    pet.microchip,
    pet.notes,
    ...pet.allergies,
    ...textIn(pet.medications),
  ]);

export const petConsultationsQuery = (petId: string) => pageQuery(api.pets.consultations, { petId });
