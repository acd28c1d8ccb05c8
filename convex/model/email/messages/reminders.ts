import type { Locale } from "../../../tables/accounts";
import type { ReminderEmailTemplates } from "../catalog";
import { de } from "./reminders/de";
import { en } from "./reminders/en";
import { es } from "./reminders/es";
import { fr } from "./reminders/fr";

export const REMINDER_TEMPLATES: Record<Locale, ReminderEmailTemplates> = { en, de, fr, es };
