/* eslint-disable */
/**
 * Generated `api` utility.
 *
 * THIS CODE IS AUTOMATICALLY GENERATED.
 *
 * To regenerate, run `npx convex dev`.
 * @module
 */

import type * as accounts from "../accounts.js";
import type * as auth from "../auth.js";
import type * as bookings from "../bookings.js";
import type * as calendar from "../calendar.js";
import type * as calls from "../calls.js";
import type * as crons from "../crons.js";
import type * as emails from "../emails.js";
import type * as files from "../files.js";
import type * as functions from "../functions.js";
import type * as http from "../http.js";
import type * as model_accounts_account_data from "../model/accounts/account-data.js";
import type * as model_accounts_common_passwords from "../model/accounts/common-passwords.js";
import type * as model_accounts_create_or_update_user from "../model/accounts/create-or-update-user.js";
import type * as model_accounts_email_address from "../model/accounts/email-address.js";
import type * as model_accounts_errors from "../model/accounts/errors.js";
import type * as model_accounts_password_policy from "../model/accounts/password-policy.js";
import type * as model_accounts_password_provider from "../model/accounts/password-provider.js";
import type * as model_accounts_password_reset_email from "../model/accounts/password-reset-email.js";
import type * as model_accounts_personal_data_registry from "../model/accounts/personal-data-registry.js";
import type * as model_accounts_personal_data from "../model/accounts/personal-data.js";
import type * as model_accounts_profile from "../model/accounts/profile.js";
import type * as model_accounts_provider_ids from "../model/accounts/provider-ids.js";
import type * as model_accounts_reauthenticate from "../model/accounts/reauthenticate.js";
import type * as model_accounts_reset_code from "../model/accounts/reset-code.js";
import type * as model_accounts_sessions from "../model/accounts/sessions.js";
import type * as model_accounts_throttle from "../model/accounts/throttle.js";
import type * as model_accounts_vet_profile_data from "../model/accounts/vet-profile-data.js";
import type * as model_app_link from "../model/app-link.js";
import type * as model_bookings_access from "../model/bookings/access.js";
import type * as model_bookings_booking_detail from "../model/bookings/booking-detail.js";
import type * as model_bookings_booking_lists from "../model/bookings/booking-lists.js";
import type * as model_bookings_booking_personal_data from "../model/bookings/booking-personal-data.js";
import type * as model_bookings_booking_terms from "../model/bookings/booking-terms.js";
import type * as model_bookings_cancellation_quote from "../model/bookings/cancellation-quote.js";
import type * as model_bookings_command_keys from "../model/bookings/command-keys.js";
import type * as model_bookings_decide from "../model/bookings/decide.js";
import type * as model_bookings_erase_participant from "../model/bookings/erase-participant.js";
import type * as model_bookings_event_store from "../model/bookings/event-store.js";
import type * as model_bookings_evolve from "../model/bookings/evolve.js";
import type * as model_bookings_next_free_slot from "../model/bookings/next-free-slot.js";
import type * as model_bookings_notify from "../model/bookings/notify.js";
import type * as model_bookings_projection from "../model/bookings/projection.js";
import type * as model_bookings_rate_limit from "../model/bookings/rate-limit.js";
import type * as model_bookings_reactions from "../model/bookings/reactions.js";
import type * as model_bookings_redact_event from "../model/bookings/redact-event.js";
import type * as model_bookings_run_command from "../model/bookings/run-command.js";
import type * as model_bookings_settlement from "../model/bookings/settlement.js";
import type * as model_bookings_slot_check from "../model/bookings/slot-check.js";
import type * as model_bookings_summary_drafts from "../model/bookings/summary-drafts.js";
import type * as model_bookings_timeline_view from "../model/bookings/timeline-view.js";
import type * as model_bookings_types from "../model/bookings/types.js";
import type * as model_calendar_calendar_links from "../model/calendar/calendar-links.js";
import type * as model_calendar_consultation_event from "../model/calendar/consultation-event.js";
import type * as model_calendar_icalendar from "../model/calendar/icalendar.js";
import type * as model_calendar_invite_attachment from "../model/calendar/invite-attachment.js";
import type * as model_calendar_invite_texts from "../model/calendar/invite-texts.js";
import type * as model_calendar_join_link from "../model/calendar/join-link.js";
import type * as model_calls_call_access from "../model/calls/call-access.js";
import type * as model_calls_call_commands from "../model/calls/call-commands.js";
import type * as model_calls_peer_id from "../model/calls/peer-id.js";
import type * as model_calls_presence from "../model/calls/presence.js";
import type * as model_email_blocks from "../model/email/blocks.js";
import type * as model_email_catalog from "../model/email/catalog.js";
import type * as model_email_kinds from "../model/email/kinds.js";
import type * as model_email_messages_de from "../model/email/messages/de.js";
import type * as model_email_messages_en from "../model/email/messages/en.js";
import type * as model_email_messages_es from "../model/email/messages/es.js";
import type * as model_email_messages_fr from "../model/email/messages/fr.js";
import type * as model_email_messages_reminders from "../model/email/messages/reminders.js";
import type * as model_email_messages_reminders_de from "../model/email/messages/reminders/de.js";
import type * as model_email_messages_reminders_en from "../model/email/messages/reminders/en.js";
import type * as model_email_messages_reminders_es from "../model/email/messages/reminders/es.js";
import type * as model_email_messages_reminders_fr from "../model/email/messages/reminders/fr.js";
import type * as model_email_reminder_kinds from "../model/email/reminder-kinds.js";
import type * as model_email_render from "../model/email/render.js";
import type * as model_email_send from "../model/email/send.js";
import type * as model_email_transport from "../model/email/transport.js";
import type * as model_input_pagination from "../model/input/pagination.js";
import type * as model_input_require_valid from "../model/input/require-valid.js";
import type * as model_input_text_limits from "../model/input/text-limits.js";
import type * as model_overview_figures from "../model/overview/figures.js";
import type * as model_overview_no_shows from "../model/overview/no-shows.js";
import type * as model_overview_vet_overview from "../model/overview/vet-overview.js";
import type * as model_payments_ledger from "../model/payments/ledger.js";
import type * as model_payments_local_payment_provider from "../model/payments/local-payment-provider.js";
import type * as model_payments_payment_history from "../model/payments/payment-history.js";
import type * as model_payments_payment_methods from "../model/payments/payment-methods.js";
import type * as model_payments_payment_personal_data from "../model/payments/payment-personal-data.js";
import type * as model_payments_payment_provider from "../model/payments/payment-provider.js";
import type * as model_payments_provider_registry from "../model/payments/provider-registry.js";
import type * as model_payments_refund_policy from "../model/payments/refund-policy.js";
import type * as model_pets_access from "../model/pets/access.js";
import type * as model_pets_pet_commands from "../model/pets/pet-commands.js";
import type * as model_pets_pet_personal_data from "../model/pets/pet-personal-data.js";
import type * as model_pets_pet_views from "../model/pets/pet-views.js";
import type * as model_photos_claim_uploaded_photo from "../model/photos/claim-uploaded-photo.js";
import type * as model_photos_photo_check from "../model/photos/photo-check.js";
import type * as model_photos_upload_personal_data from "../model/photos/upload-personal-data.js";
import type * as model_photos_uploads from "../model/photos/uploads.js";
import type * as model_reminders_daily_agenda from "../model/reminders/daily-agenda.js";
import type * as model_reminders_notification_personal_data from "../model/reminders/notification-personal-data.js";
import type * as model_reminders_notification_settings from "../model/reminders/notification-settings.js";
import type * as model_reminders_reminder_leads from "../model/reminders/reminder-leads.js";
import type * as model_reminders_reminder_schedule from "../model/reminders/reminder-schedule.js";
import type * as model_reminders_send_reminder from "../model/reminders/send-reminder.js";
import type * as model_reminders_upcoming_consultations from "../model/reminders/upcoming-consultations.js";
import type * as model_schedule_follow_zone_change from "../model/schedule/follow-zone-change.js";
import type * as model_schedule_free_slots_for_vet from "../model/schedule/free-slots-for-vet.js";
import type * as model_schedule_index from "../model/schedule/index.js";
import type * as model_schedule_schedule_commands from "../model/schedule/schedule-commands.js";
import type * as model_schedule_schedule_reads from "../model/schedule/schedule-reads.js";
import type * as model_schedule_schedule_views from "../model/schedule/schedule-views.js";
import type * as model_schedule_shift_weekly_hours from "../model/schedule/shift-weekly-hours.js";
import type * as model_seed_account_locale from "../model/seed/account-locale.js";
import type * as model_seed_avatar_svg from "../model/seed/avatar-svg.js";
import type * as model_seed_demo_accounts from "../model/seed/demo-accounts.js";
import type * as model_seed_demo_pets from "../model/seed/demo-pets.js";
import type * as model_seed_demo_vets from "../model/seed/demo-vets.js";
import type * as model_seed_seed_demo from "../model/seed/seed-demo.js";
import type * as model_seed_synthetic_vets from "../model/seed/synthetic-vets.js";
import type * as model_vets_availability from "../model/vets/availability.js";
import type * as model_vets_create_vet_profile from "../model/vets/create-vet-profile.js";
import type * as model_vets_directory_entries from "../model/vets/directory-entries.js";
import type * as model_vets_directory_facets from "../model/vets/directory-facets.js";
import type * as model_vets_directory_filters from "../model/vets/directory-filters.js";
import type * as model_vets_directory from "../model/vets/directory.js";
import type * as model_vets_next_slot_sort_key from "../model/vets/next-slot-sort-key.js";
import type * as model_vets_publication from "../model/vets/publication.js";
import type * as model_vets_search_text from "../model/vets/search-text.js";
import type * as model_vets_vet_commands from "../model/vets/vet-commands.js";
import type * as model_vets_vet_views from "../model/vets/vet-views.js";
import type * as overview from "../overview.js";
import type * as payments from "../payments.js";
import type * as pets from "../pets.js";
import type * as reminders from "../reminders.js";
import type * as schedule from "../schedule.js";
import type * as seed from "../seed.js";
import type * as sessions from "../sessions.js";
import type * as shared_calls_join_window from "../shared/calls/join-window.js";
import type * as shared_countries from "../shared/countries.js";
import type * as shared_errors_error_codes from "../shared/errors/error-codes.js";
import type * as shared_input_calendar_date from "../shared/input/calendar-date.js";
import type * as shared_input_field_errors from "../shared/input/field-errors.js";
import type * as shared_input_instant from "../shared/input/instant.js";
import type * as shared_payments_card_validation from "../shared/payments/card-validation.js";
import type * as shared_pets_age from "../shared/pets/age.js";
import type * as shared_pets_breeds from "../shared/pets/breeds.js";
import type * as shared_pets_pet_input from "../shared/pets/pet-input.js";
import type * as shared_pets_species from "../shared/pets/species.js";
import type * as shared_policy from "../shared/policy.js";
import type * as shared_schedule_default_hours from "../shared/schedule/default-hours.js";
import type * as shared_schedule_schedule_input from "../shared/schedule/schedule-input.js";
import type * as shared_slots_availability from "../shared/slots/availability.js";
import type * as shared_slots_free_slots from "../shared/slots/free-slots.js";
import type * as shared_slots_group_by_day from "../shared/slots/group-by-day.js";
import type * as shared_slots_index from "../shared/slots/index.js";
import type * as shared_slots_outside_hours from "../shared/slots/outside-hours.js";
import type * as shared_slots_types from "../shared/slots/types.js";
import type * as shared_slots_wall_clock from "../shared/slots/wall-clock.js";
import type * as shared_slots_zoned_time from "../shared/slots/zoned-time.js";
import type * as shared_time_zone from "../shared/time-zone.js";
import type * as shared_vets_profile_input from "../shared/vets/profile-input.js";
import type * as tables_accounts from "../tables/accounts.js";
import type * as tables_bookings from "../tables/bookings.js";
import type * as tables_calls from "../tables/calls.js";
import type * as tables_email from "../tables/email.js";
import type * as tables_payments from "../tables/payments.js";
import type * as tables_pets from "../tables/pets.js";
import type * as tables_reminders from "../tables/reminders.js";
import type * as tables_schedule from "../tables/schedule.js";
import type * as tables_uploads from "../tables/uploads.js";
import type * as tables_vets from "../tables/vets.js";
import type * as vets from "../vets.js";

import type {
  ApiFromModules,
  FilterApi,
  FunctionReference,
} from "convex/server";

declare const fullApi: ApiFromModules<{
  accounts: typeof accounts;
  auth: typeof auth;
  bookings: typeof bookings;
  calendar: typeof calendar;
  calls: typeof calls;
  crons: typeof crons;
  emails: typeof emails;
  files: typeof files;
  functions: typeof functions;
  http: typeof http;
  "model/accounts/account-data": typeof model_accounts_account_data;
  "model/accounts/common-passwords": typeof model_accounts_common_passwords;
  "model/accounts/create-or-update-user": typeof model_accounts_create_or_update_user;
  "model/accounts/email-address": typeof model_accounts_email_address;
  "model/accounts/errors": typeof model_accounts_errors;
  "model/accounts/password-policy": typeof model_accounts_password_policy;
  "model/accounts/password-provider": typeof model_accounts_password_provider;
  "model/accounts/password-reset-email": typeof model_accounts_password_reset_email;
  "model/accounts/personal-data-registry": typeof model_accounts_personal_data_registry;
  "model/accounts/personal-data": typeof model_accounts_personal_data;
  "model/accounts/profile": typeof model_accounts_profile;
  "model/accounts/provider-ids": typeof model_accounts_provider_ids;
  "model/accounts/reauthenticate": typeof model_accounts_reauthenticate;
  "model/accounts/reset-code": typeof model_accounts_reset_code;
  "model/accounts/sessions": typeof model_accounts_sessions;
  "model/accounts/throttle": typeof model_accounts_throttle;
  "model/accounts/vet-profile-data": typeof model_accounts_vet_profile_data;
  "model/app-link": typeof model_app_link;
  "model/bookings/access": typeof model_bookings_access;
  "model/bookings/booking-detail": typeof model_bookings_booking_detail;
  "model/bookings/booking-lists": typeof model_bookings_booking_lists;
  "model/bookings/booking-personal-data": typeof model_bookings_booking_personal_data;
  "model/bookings/booking-terms": typeof model_bookings_booking_terms;
  "model/bookings/cancellation-quote": typeof model_bookings_cancellation_quote;
  "model/bookings/command-keys": typeof model_bookings_command_keys;
  "model/bookings/decide": typeof model_bookings_decide;
  "model/bookings/erase-participant": typeof model_bookings_erase_participant;
  "model/bookings/event-store": typeof model_bookings_event_store;
  "model/bookings/evolve": typeof model_bookings_evolve;
  "model/bookings/next-free-slot": typeof model_bookings_next_free_slot;
  "model/bookings/notify": typeof model_bookings_notify;
  "model/bookings/projection": typeof model_bookings_projection;
  "model/bookings/rate-limit": typeof model_bookings_rate_limit;
  "model/bookings/reactions": typeof model_bookings_reactions;
  "model/bookings/redact-event": typeof model_bookings_redact_event;
  "model/bookings/run-command": typeof model_bookings_run_command;
  "model/bookings/settlement": typeof model_bookings_settlement;
  "model/bookings/slot-check": typeof model_bookings_slot_check;
  "model/bookings/summary-drafts": typeof model_bookings_summary_drafts;
  "model/bookings/timeline-view": typeof model_bookings_timeline_view;
  "model/bookings/types": typeof model_bookings_types;
  "model/calendar/calendar-links": typeof model_calendar_calendar_links;
  "model/calendar/consultation-event": typeof model_calendar_consultation_event;
  "model/calendar/icalendar": typeof model_calendar_icalendar;
  "model/calendar/invite-attachment": typeof model_calendar_invite_attachment;
  "model/calendar/invite-texts": typeof model_calendar_invite_texts;
  "model/calendar/join-link": typeof model_calendar_join_link;
  "model/calls/call-access": typeof model_calls_call_access;
  "model/calls/call-commands": typeof model_calls_call_commands;
  "model/calls/peer-id": typeof model_calls_peer_id;
  "model/calls/presence": typeof model_calls_presence;
  "model/email/blocks": typeof model_email_blocks;
  "model/email/catalog": typeof model_email_catalog;
  "model/email/kinds": typeof model_email_kinds;
  "model/email/messages/de": typeof model_email_messages_de;
  "model/email/messages/en": typeof model_email_messages_en;
  "model/email/messages/es": typeof model_email_messages_es;
  "model/email/messages/fr": typeof model_email_messages_fr;
  "model/email/messages/reminders": typeof model_email_messages_reminders;
  "model/email/messages/reminders/de": typeof model_email_messages_reminders_de;
  "model/email/messages/reminders/en": typeof model_email_messages_reminders_en;
  "model/email/messages/reminders/es": typeof model_email_messages_reminders_es;
  "model/email/messages/reminders/fr": typeof model_email_messages_reminders_fr;
  "model/email/reminder-kinds": typeof model_email_reminder_kinds;
  "model/email/render": typeof model_email_render;
  "model/email/send": typeof model_email_send;
  "model/email/transport": typeof model_email_transport;
  "model/input/pagination": typeof model_input_pagination;
  "model/input/require-valid": typeof model_input_require_valid;
  "model/input/text-limits": typeof model_input_text_limits;
  "model/overview/figures": typeof model_overview_figures;
  "model/overview/no-shows": typeof model_overview_no_shows;
  "model/overview/vet-overview": typeof model_overview_vet_overview;
  "model/payments/ledger": typeof model_payments_ledger;
  "model/payments/local-payment-provider": typeof model_payments_local_payment_provider;
  "model/payments/payment-history": typeof model_payments_payment_history;
  "model/payments/payment-methods": typeof model_payments_payment_methods;
  "model/payments/payment-personal-data": typeof model_payments_payment_personal_data;
  "model/payments/payment-provider": typeof model_payments_payment_provider;
  "model/payments/provider-registry": typeof model_payments_provider_registry;
  "model/payments/refund-policy": typeof model_payments_refund_policy;
  "model/pets/access": typeof model_pets_access;
  "model/pets/pet-commands": typeof model_pets_pet_commands;
  "model/pets/pet-personal-data": typeof model_pets_pet_personal_data;
  "model/pets/pet-views": typeof model_pets_pet_views;
  "model/photos/claim-uploaded-photo": typeof model_photos_claim_uploaded_photo;
  "model/photos/photo-check": typeof model_photos_photo_check;
  "model/photos/upload-personal-data": typeof model_photos_upload_personal_data;
  "model/photos/uploads": typeof model_photos_uploads;
  "model/reminders/daily-agenda": typeof model_reminders_daily_agenda;
  "model/reminders/notification-personal-data": typeof model_reminders_notification_personal_data;
  "model/reminders/notification-settings": typeof model_reminders_notification_settings;
  "model/reminders/reminder-leads": typeof model_reminders_reminder_leads;
  "model/reminders/reminder-schedule": typeof model_reminders_reminder_schedule;
  "model/reminders/send-reminder": typeof model_reminders_send_reminder;
  "model/reminders/upcoming-consultations": typeof model_reminders_upcoming_consultations;
  "model/schedule/follow-zone-change": typeof model_schedule_follow_zone_change;
  "model/schedule/free-slots-for-vet": typeof model_schedule_free_slots_for_vet;
  "model/schedule/index": typeof model_schedule_index;
  "model/schedule/schedule-commands": typeof model_schedule_schedule_commands;
  "model/schedule/schedule-reads": typeof model_schedule_schedule_reads;
  "model/schedule/schedule-views": typeof model_schedule_schedule_views;
  "model/schedule/shift-weekly-hours": typeof model_schedule_shift_weekly_hours;
  "model/seed/account-locale": typeof model_seed_account_locale;
  "model/seed/avatar-svg": typeof model_seed_avatar_svg;
  "model/seed/demo-accounts": typeof model_seed_demo_accounts;
  "model/seed/demo-pets": typeof model_seed_demo_pets;
  "model/seed/demo-vets": typeof model_seed_demo_vets;
  "model/seed/seed-demo": typeof model_seed_seed_demo;
  "model/seed/synthetic-vets": typeof model_seed_synthetic_vets;
  "model/vets/availability": typeof model_vets_availability;
  "model/vets/create-vet-profile": typeof model_vets_create_vet_profile;
  "model/vets/directory-entries": typeof model_vets_directory_entries;
  "model/vets/directory-facets": typeof model_vets_directory_facets;
  "model/vets/directory-filters": typeof model_vets_directory_filters;
  "model/vets/directory": typeof model_vets_directory;
  "model/vets/next-slot-sort-key": typeof model_vets_next_slot_sort_key;
  "model/vets/publication": typeof model_vets_publication;
  "model/vets/search-text": typeof model_vets_search_text;
  "model/vets/vet-commands": typeof model_vets_vet_commands;
  "model/vets/vet-views": typeof model_vets_vet_views;
  overview: typeof overview;
  payments: typeof payments;
  pets: typeof pets;
  reminders: typeof reminders;
  schedule: typeof schedule;
  seed: typeof seed;
  sessions: typeof sessions;
  "shared/calls/join-window": typeof shared_calls_join_window;
  "shared/countries": typeof shared_countries;
  "shared/errors/error-codes": typeof shared_errors_error_codes;
  "shared/input/calendar-date": typeof shared_input_calendar_date;
  "shared/input/field-errors": typeof shared_input_field_errors;
  "shared/input/instant": typeof shared_input_instant;
  "shared/payments/card-validation": typeof shared_payments_card_validation;
  "shared/pets/age": typeof shared_pets_age;
  "shared/pets/breeds": typeof shared_pets_breeds;
  "shared/pets/pet-input": typeof shared_pets_pet_input;
  "shared/pets/species": typeof shared_pets_species;
  "shared/policy": typeof shared_policy;
  "shared/schedule/default-hours": typeof shared_schedule_default_hours;
  "shared/schedule/schedule-input": typeof shared_schedule_schedule_input;
  "shared/slots/availability": typeof shared_slots_availability;
  "shared/slots/free-slots": typeof shared_slots_free_slots;
  "shared/slots/group-by-day": typeof shared_slots_group_by_day;
  "shared/slots/index": typeof shared_slots_index;
  "shared/slots/outside-hours": typeof shared_slots_outside_hours;
  "shared/slots/types": typeof shared_slots_types;
  "shared/slots/wall-clock": typeof shared_slots_wall_clock;
  "shared/slots/zoned-time": typeof shared_slots_zoned_time;
  "shared/time-zone": typeof shared_time_zone;
  "shared/vets/profile-input": typeof shared_vets_profile_input;
  "tables/accounts": typeof tables_accounts;
  "tables/bookings": typeof tables_bookings;
  "tables/calls": typeof tables_calls;
  "tables/email": typeof tables_email;
  "tables/payments": typeof tables_payments;
  "tables/pets": typeof tables_pets;
  "tables/reminders": typeof tables_reminders;
  "tables/schedule": typeof tables_schedule;
  "tables/uploads": typeof tables_uploads;
  "tables/vets": typeof tables_vets;
  vets: typeof vets;
}>;

/**
 * A utility for referencing Convex functions in your app's public API.
 *
 * Usage:
 * ```js
 * const myFunctionReference = api.myModule.myFunction;
 * ```
 */
export declare const api: FilterApi<
  typeof fullApi,
  FunctionReference<any, "public">
>;

/**
 * A utility for referencing Convex functions in your app's internal API.
 *
 * Usage:
 * ```js
 * const myFunctionReference = internal.myModule.myFunction;
 * ```
 */
export declare const internal: FilterApi<
  typeof fullApi,
  FunctionReference<any, "internal">
>;

export declare const components: {};
