import type { api } from "../../../../../convex/_generated/api";

export type PetSummary = (typeof api.pets.myPets._returnType)[number];
export type PaymentCard = (typeof api.payments.listPaymentMethods._returnType)[number];
export type IntakeDraft = { reason: string; duration: string; appetite: string };
