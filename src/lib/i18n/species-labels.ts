import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export type Species = "dog" | "cat" | "rabbit" | "guinea_pig" | "ferret" | "bird" | "reptile" | "other";

/** The species names every feature shows (directory filters, pets, bookings, the vet's day). */
export const speciesLabels: Record<Species, MessageDescriptor> = {
  dog: msg`Dog`,
  cat: msg`Cat`,
  rabbit: msg`Rabbit`,
  guinea_pig: msg`Guinea pig`,
  ferret: msg`Ferret`,
  bird: msg`Bird`,
  reptile: msg`Reptile`,
  other: msg`Other animal`,
};
