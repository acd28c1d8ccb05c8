import { useAction, useMutation, useQuery } from "convex/react";
import { api } from "../../../../convex/_generated/api";

export type PetSummary = (typeof api.pets.myPets._returnType)[number];
export type PetDetail = typeof api.pets.pet._returnType;
export type PetConsultation = (typeof api.pets.consultations._returnType)[number];

export function useMyPets(): PetSummary[] | undefined {
  return useQuery(api.pets.myPets, {});
}

export function usePet(petId: string): PetDetail | undefined {
  return useQuery(api.pets.pet, { petId });
}

export function usePetConsultations(petId: string): PetConsultation[] | undefined {
  return useQuery(api.pets.consultations, { petId });
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
