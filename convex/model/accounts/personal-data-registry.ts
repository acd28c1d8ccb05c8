import { bookingPersonalData } from "../bookings/booking-personal-data";
import { conversationPersonalData } from "../conversation/conversation-personal-data";
import { onDemandPersonalData } from "../on-demand/on-demand-personal-data";
import { paymentPersonalData } from "../payments/payment-personal-data";
import { petPersonalData } from "../pets/pet-personal-data";
import { uploadPersonalData } from "../photos/upload-personal-data";
import { notificationPersonalData } from "../reminders/notification-personal-data";
import type { PersonalDataSection } from "./personal-data";
import { vetProfileData } from "./vet-profile-data";

/**
 * Every feature that stores what a user entered adds its section here (pets, bookings, notes...).
 * The account itself (users row, sign-in data, emails) is handled by account-data.ts, last.
 * Conversations and bookings come first: their erasure reads the vet profile and pets that later sections delete.
 */
export const PERSONAL_DATA_SECTIONS: readonly PersonalDataSection[] = [
  conversationPersonalData,
  bookingPersonalData,
  onDemandPersonalData,
  petPersonalData,
  paymentPersonalData,
  vetProfileData,
  notificationPersonalData,
  // Last: the pet and vet sections delete their attached photos first.
  uploadPersonalData,
];
