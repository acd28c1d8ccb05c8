import type { Locale } from "../../../tables/accounts";
import type { OnDemandEmailTemplates } from "../catalog";
import { de } from "./on-demand/de";
import { en } from "./on-demand/en";
import { es } from "./on-demand/es";
import { fr } from "./on-demand/fr";

export const ON_DEMAND_TEMPLATES: Record<Locale, OnDemandEmailTemplates> = { en, de, fr, es };
