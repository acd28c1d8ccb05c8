import type { Locale } from "@/lib/i18n/locales";
import { api } from "../../../convex/_generated/api";
import { pageQuery } from "./page-query";

/** Queries more than one feature reads; each declares the personal text in its result. */

export const myPetsQuery = () => pageQuery(api.pets.myPets, {}, (pets) => pets.map((pet) => pet.name));

export const paymentMethodsQuery = () => pageQuery(api.payments.listPaymentMethods, {});

/** A vet's public profile (public text: nothing personal to declare). */
export const vetDetailQuery = (vetId: string, locale: Locale) => pageQuery(api.vets.vetDetail, { vetId, locale });

/** A vet's free slots in [from, to), live: a slot someone else books disappears. */
export const freeSlotsQuery = (vetId: string, window: { from: number; to: number }) =>
  pageQuery(api.schedule.freeSlots, { vetId, ...window });

/** Messages waiting for the viewer in their consultations' conversations (counts only; none when signed out). */
export const unreadMessagesQuery = () => pageQuery(api.conversation.myUnread, {});
