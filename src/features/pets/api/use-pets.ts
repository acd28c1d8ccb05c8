import { useAction, useMutation } from "convex/react";
import { usePageQuery } from "@/lib/data/page-query";
import { myPetsQuery } from "@/lib/data/shared-queries";
import { api } from "../../../../convex/_generated/api";
import { petConsultationsQuery, petQuery } from "./pet-queries";

export type PetSummary = (typeof api.pets.myPets._returnType)[number];
export type PetDetail = typeof api.pets.pet._returnType;
export type PetConsultation = (typeof api.pets.consultations._returnType)[number];

export function useMyPets(): PetSummary[] | undefined {
  return usePageQuery(myPetsQuery());
}

export function usePet(petId: string): PetDetail | undefined {
  return usePageQuery(petQuery(petId));
}

export function usePetConsultations(petId: string): PetConsultation[] | undefined {
  return usePageQuery(petConsultationsQuery(petId));
}

export function usePetMutations() {
  return {
    createPet: useMutation(api.pets.createPet),
    updatePet: useMutation(api.pets.updatePet),
    addWeight: useMutation(api.pets.addWeight),
    removeWeight: useMutation(api.pets.removeWeight),
    archivePet: useMutation(api.pets.archivePet),
    generateUploadUrl: useMutation(api.files.generateUploadUrl),
    attachPhoto: useAction(api.pets.attachPhoto),
  };
}
