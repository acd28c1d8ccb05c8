import type { PetProfileInput, WeightEntryInput } from "../../shared/pets/pet-input";

export type DemoPet = { profile: PetProfileInput; weights: WeightEntryInput[]; avatarColor: string };

/** The demo owner's two animals, with enough weight history to draw a chart. */
export const DEMO_PETS: readonly DemoPet[] = [
  {
    avatarColor: "#c68642",
    profile: {
      name: "Biscuit",
      species: "dog",
      breed: "Beagle",
      sex: "male",
      neutered: true,
      birthDate: "2019-04-12",
      microchip: "276098106543210",
      allergies: ["Chicken protein"],
      medications: [{ name: "Oclacitinib", dose: "5.4 mg", frequency: "Once daily" }],
      notes: "Scratches his ears after walks in tall grass.",
    },
    weights: [
      { value: 12.4, unit: "kg", measuredOn: "2024-03-02" },
      { value: 12.9, unit: "kg", measuredOn: "2024-09-14" },
      { value: 13.6, unit: "kg", measuredOn: "2025-03-08" },
      { value: 13.1, unit: "kg", measuredOn: "2025-09-20" },
    ],
  },
  {
    avatarColor: "#7f8c8d",
    profile: {
      name: "Mochi",
      species: "cat",
      breed: "British Shorthair",
      sex: "female",
      neutered: true,
      birthDate: "2021-08-03",
      birthDateIsEstimate: true,
      allergies: [],
      medications: [],
    },
    weights: [
      { value: 3.9, unit: "kg", measuredOn: "2024-05-11" },
      { value: 4.2, unit: "kg", measuredOn: "2025-01-18" },
      { value: 4.4, unit: "kg", measuredOn: "2025-07-26" },
    ],
  },
];
