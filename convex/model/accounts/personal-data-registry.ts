import type { PersonalDataSection } from "./personal-data";
import { vetProfileData } from "./vet-profile-data";

/**
 * Every feature that stores what a user entered adds its section here (pets, bookings, notes...).
 * The account itself (users row, sign-in data, emails) is handled by account-data.ts, last.
 */
export const PERSONAL_DATA_SECTIONS: readonly PersonalDataSection[] = [vetProfileData];
