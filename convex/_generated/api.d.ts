/* eslint-disable */
/**
 * Generated `api` utility.
 *
 * THIS CODE IS AUTOMATICALLY GENERATED.
 *
 * To regenerate, run `npx convex dev`.
 * @module
 */

import type {
  ApiFromModules,
  FilterApi,
  FunctionReference,
} from "convex/server";
import type * as auth from "../auth.js";
import type * as files from "../files.js";
import type * as functions from "../functions.js";
import type * as http from "../http.js";
import type * as model_accounts_common_passwords from "../model/accounts/common-passwords.js";
import type * as model_bookings_command_keys from "../model/bookings/command-keys.js";
import type * as model_bookings_decide from "../model/bookings/decide.js";
import type * as model_bookings_event_store from "../model/bookings/event-store.js";
import type * as model_bookings_evolve from "../model/bookings/evolve.js";
import type * as model_bookings_projection from "../model/bookings/projection.js";
import type * as model_bookings_rate_limit from "../model/bookings/rate-limit.js";
import type * as model_bookings_run_command from "../model/bookings/run-command.js";
import type * as model_bookings_settlement from "../model/bookings/settlement.js";
import type * as model_bookings_types from "../model/bookings/types.js";
import type * as model_input_calendar_date from "../model/input/calendar-date.js";
import type * as model_input_field_errors from "../model/input/field-errors.js";
import type * as model_input_require_valid from "../model/input/require-valid.js";
import type * as model_payments_card_validation from "../model/payments/card-validation.js";
import type * as model_payments_ledger from "../model/payments/ledger.js";
import type * as model_payments_local_payment_provider from "../model/payments/local-payment-provider.js";
import type * as model_payments_payment_provider from "../model/payments/payment-provider.js";
import type * as model_payments_refund_policy from "../model/payments/refund-policy.js";
import type * as model_pets_access from "../model/pets/access.js";
import type * as model_pets_age from "../model/pets/age.js";
import type * as model_pets_breeds from "../model/pets/breeds.js";
import type * as model_pets_pet_commands from "../model/pets/pet-commands.js";
import type * as model_pets_pet_input from "../model/pets/pet-input.js";
import type * as model_pets_pet_views from "../model/pets/pet-views.js";
import type * as model_photos_photo_check from "../model/photos/photo-check.js";
import type * as model_photos_verify_upload from "../model/photos/verify-upload.js";
import type * as model_policy from "../model/policy.js";
import type * as model_slots_availability from "../model/slots/availability.js";
import type * as model_slots_free_slots from "../model/slots/free-slots.js";
import type * as model_slots_group_by_day from "../model/slots/group-by-day.js";
import type * as model_slots_index from "../model/slots/index.js";
import type * as model_slots_outside_hours from "../model/slots/outside-hours.js";
import type * as model_slots_types from "../model/slots/types.js";
import type * as model_slots_wall_clock from "../model/slots/wall-clock.js";
import type * as model_slots_zoned_time from "../model/slots/zoned-time.js";
import type * as model_vets_create_vet_profile from "../model/vets/create-vet-profile.js";
import type * as model_vets_search_text from "../model/vets/search-text.js";
import type * as pets from "../pets.js";
import type * as tables_accounts from "../tables/accounts.js";
import type * as tables_bookings from "../tables/bookings.js";
import type * as tables_payments from "../tables/payments.js";
import type * as tables_pets from "../tables/pets.js";
import type * as tables_vets from "../tables/vets.js";

/**
 * A utility for referencing Convex functions in your app's API.
 *
 * Usage:
 * ```js
 * const myFunctionReference = api.myModule.myFunction;
 * ```
 */
declare const fullApi: ApiFromModules<{
  auth: typeof auth;
  files: typeof files;
  functions: typeof functions;
  http: typeof http;
  "model/accounts/common-passwords": typeof model_accounts_common_passwords;
  "model/bookings/command-keys": typeof model_bookings_command_keys;
  "model/bookings/decide": typeof model_bookings_decide;
  "model/bookings/event-store": typeof model_bookings_event_store;
  "model/bookings/evolve": typeof model_bookings_evolve;
  "model/bookings/projection": typeof model_bookings_projection;
  "model/bookings/rate-limit": typeof model_bookings_rate_limit;
  "model/bookings/run-command": typeof model_bookings_run_command;
  "model/bookings/settlement": typeof model_bookings_settlement;
  "model/bookings/types": typeof model_bookings_types;
  "model/input/calendar-date": typeof model_input_calendar_date;
  "model/input/field-errors": typeof model_input_field_errors;
  "model/input/require-valid": typeof model_input_require_valid;
  "model/payments/card-validation": typeof model_payments_card_validation;
  "model/payments/ledger": typeof model_payments_ledger;
  "model/payments/local-payment-provider": typeof model_payments_local_payment_provider;
  "model/payments/payment-provider": typeof model_payments_payment_provider;
  "model/payments/refund-policy": typeof model_payments_refund_policy;
  "model/pets/access": typeof model_pets_access;
  "model/pets/age": typeof model_pets_age;
  "model/pets/breeds": typeof model_pets_breeds;
  "model/pets/pet-commands": typeof model_pets_pet_commands;
  "model/pets/pet-input": typeof model_pets_pet_input;
  "model/pets/pet-views": typeof model_pets_pet_views;
  "model/photos/photo-check": typeof model_photos_photo_check;
  "model/photos/verify-upload": typeof model_photos_verify_upload;
  "model/policy": typeof model_policy;
  "model/slots/availability": typeof model_slots_availability;
  "model/slots/free-slots": typeof model_slots_free_slots;
  "model/slots/group-by-day": typeof model_slots_group_by_day;
  "model/slots/index": typeof model_slots_index;
  "model/slots/outside-hours": typeof model_slots_outside_hours;
  "model/slots/types": typeof model_slots_types;
  "model/slots/wall-clock": typeof model_slots_wall_clock;
  "model/slots/zoned-time": typeof model_slots_zoned_time;
  "model/vets/create-vet-profile": typeof model_vets_create_vet_profile;
  "model/vets/search-text": typeof model_vets_search_text;
  pets: typeof pets;
  "tables/accounts": typeof tables_accounts;
  "tables/bookings": typeof tables_bookings;
  "tables/payments": typeof tables_payments;
  "tables/pets": typeof tables_pets;
  "tables/vets": typeof tables_vets;
}>;
export declare const api: FilterApi<
  typeof fullApi,
  FunctionReference<any, "public">
>;
export declare const internal: FilterApi<
  typeof fullApi,
  FunctionReference<any, "internal">
>;
