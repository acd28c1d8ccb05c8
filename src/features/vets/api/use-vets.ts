import { useAction, useMutation, usePaginatedQuery } from "convex/react";
import { useEffect } from "react";
import { api } from "../../../../convex/_generated/api";
import { usePageQuery } from "@/lib/data/page-query";
import type { Locale } from "@/lib/i18n/locales";
import { freeSlotsQuery, vetDetailQuery } from "@/lib/data/shared-queries";
import { myVetProfileQuery } from "./vet-queries";

export type DirectoryArgs = Omit<typeof api.vets.directory._args, "paginationOpts">;
export type VetCard = (typeof api.vets.directory._returnType)["page"][number];
export type VetDetail = typeof api.vets.vetDetail._returnType;
export type MyVetProfile = typeof api.vets.myVetProfile._returnType;

const DIRECTORY_PAGE_SIZE = 12;

/** Published vets for the filters, a page at a time; live, so publishing or booking up updates the list. */
export function useDirectory(args: DirectoryArgs) {
  const directory = usePaginatedQuery(api.vets.directory, args, { initialNumItems: DIRECTORY_PAGE_SIZE });
  const { results, status, loadMore } = directory;
  // A search's page comes back empty when the words typed or the filters drop every match on it
  // (convex/model/vets/directory.ts). That is no answer yet: the next page is asked for until a vet is found or none
  // are left, and meanwhile the directory is still loading (it showed an empty list and "Show more").
  const emptySoFar = results.length === 0 && (status === "CanLoadMore" || status === "LoadingMore");
  const askForMore = results.length === 0 && status === "CanLoadMore";
  useEffect(() => {
    if (askForMore) loadMore(DIRECTORY_PAGE_SIZE);
  }, [askForMore, loadMore]);
  return { results, loadMore, status: emptySoFar ? ("LoadingFirstPage" as const) : status };
}

export function useVetDetail(vetId: string, locale: Locale): VetDetail | undefined {
  return usePageQuery(vetDetailQuery(vetId, locale));
}

/** A vet's free slots in [from, to), live: a slot someone else books disappears. */
export function useFreeSlots(vetId: string, window: { from: number; to: number }) {
  return usePageQuery(freeSlotsQuery(vetId, window));
}

export function useMyVetProfile(): MyVetProfile | undefined {
  return usePageQuery(myVetProfileQuery());
}

export function useVetProfileMutations() {
  return {
    updateVetProfile: useMutation(api.vets.updateVetProfile),
    setPublished: useMutation(api.vets.setPublished),
    generateUploadUrl: useMutation(api.files.generateUploadUrl),
    attachPhoto: useAction(api.vets.attachPhoto),
  };
}

