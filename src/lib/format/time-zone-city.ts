import { dateTimeFormat } from "@shared/intl-cache";

/**
 * CLDR's names of the cities that name the usual zones of our readers, where the name differs from the English one of
 * the IANA id: Intl shows a country's main zone by the country ("hora de Alemania"), and browsers ship without most
 * of CLDR's city names (Chromium's German list said "Cairo" and "Moscow").
 */
const CITY_NAMES: Record<string, Partial<Record<string, string>>> = {
  "Europe/Berlin": { es: "Berlín" },
  "Europe/Vienna": { de: "Wien", fr: "Vienne", es: "Viena" },
  "Europe/Zurich": { de: "Zürich", es: "Zúrich" },
  "Europe/Brussels": { de: "Brüssel", fr: "Bruxelles", es: "Bruselas" },
  "Europe/London": { fr: "Londres", es: "Londres" },
  "Europe/Lisbon": { de: "Lissabon", fr: "Lisbonne", es: "Lisboa" },
  "Europe/Rome": { de: "Rom", es: "Roma" },
  "Europe/Copenhagen": { de: "Kopenhagen", fr: "Copenhague", es: "Copenhague" },
  "Europe/Prague": { de: "Prag", es: "Praga" },
  "Europe/Warsaw": { de: "Warschau", fr: "Varsovie", es: "Varsovia" },
  "Europe/Athens": { de: "Athen", fr: "Athènes", es: "Atenas" },
  "Europe/Stockholm": { es: "Estocolmo" },
  "Europe/Dublin": { es: "Dublín" },
  "Europe/Amsterdam": { es: "Ámsterdam" },
  "Europe/Luxembourg": { de: "Luxemburg", es: "Luxemburgo" },
  "Europe/Bucharest": { de: "Bukarest", fr: "Bucarest", es: "Bucarest" },
  "Europe/Istanbul": { es: "Estambul" },
  "Europe/Belgrade": { de: "Belgrad", es: "Belgrado" },
  "Europe/Kyiv": { de: "Kiew", es: "Kiev" },
  "Europe/Kiev": { de: "Kiew", es: "Kiev" },
  "Atlantic/Canary": { de: "Kanaren", fr: "Îles Canaries", es: "Canarias" },
  "America/New_York": { es: "Nueva York" },
  "America/Los_Angeles": { es: "Los Ángeles" },
  "Asia/Tokyo": { es: "Tokio" },
  "Asia/Singapore": { de: "Singapur", fr: "Singapour", es: "Singapur" },
  "Europe/Moscow": { de: "Moskau", fr: "Moscou", es: "Moscú" },
  "Europe/Vilnius": { de: "Wilna", es: "Vilna" },
  "Europe/Sofia": { es: "Sofía" },
  "Europe/Nicosia": { de: "Nikosia", fr: "Nicosie" },
  "Europe/Ljubljana": { es: "Liubliana" },
  "Europe/Monaco": { es: "Mónaco" },
  "Atlantic/Azores": { de: "Azoren", fr: "Açores" },
  "Atlantic/Madeira": { fr: "Madère" },
  "Atlantic/Reykjavik": { es: "Reikiavik" },
  "Africa/Cairo": { de: "Kairo", fr: "Le Caire", es: "El Cairo" },
  "Africa/Algiers": { de: "Algier", fr: "Alger", es: "Argel" },
  "Africa/Tunis": { es: "Túnez" },
  "Africa/Tripoli": { de: "Tripolis", es: "Trípoli" },
  "Africa/Addis_Ababa": { de: "Addis Abeba", fr: "Addis-Abeba", es: "Addis Abeba" },
  "Africa/Khartoum": { de: "Khartum", es: "Jartum" },
  "Indian/Mauritius": { fr: "Maurice", es: "Mauricio" },
  "Indian/Maldives": { de: "Malediven", fr: "Maldives", es: "Maldivas" },
  "Indian/Reunion": { de: "Réunion", fr: "La Réunion", es: "Reunión" },
  "America/Mexico_City": { de: "Mexiko-Stadt", fr: "Mexico", es: "Ciudad de México" },
  "America/Havana": { de: "Havanna", fr: "La Havane", es: "La Habana" },
  "America/Panama": { es: "Panamá" },
  "America/Bogota": { de: "Bogotá", es: "Bogotá" },
  "America/Asuncion": { de: "Asunción", fr: "Asunción", es: "Asunción" },
  "America/Sao_Paulo": { en: "São Paulo", de: "São Paulo", fr: "São Paulo", es: "São Paulo" },
  "America/Martinique": { es: "Martinica" },
  "America/Guadeloupe": { es: "Guadalupe" },
  "Asia/Jerusalem": { fr: "Jérusalem", es: "Jerusalén" },
  "Asia/Beirut": { fr: "Beyrouth" },
  "Asia/Damascus": { de: "Damaskus", fr: "Damas", es: "Damasco" },
  "Asia/Baghdad": { de: "Bagdad", fr: "Bagdad", es: "Bagdad" },
  "Asia/Riyadh": { de: "Riad", fr: "Riyad", es: "Riad" },
  "Asia/Kuwait": { fr: "Koweït" },
  "Asia/Qatar": { de: "Katar", es: "Catar" },
  "Asia/Muscat": { de: "Maskat", fr: "Mascate", es: "Mascate" },
  "Asia/Dubai": { fr: "Dubaï", es: "Dubái" },
  "Asia/Tehran": { de: "Teheran", fr: "Téhéran", es: "Teherán" },
  "Asia/Tbilisi": { de: "Tiflis", fr: "Tbilissi", es: "Tiflis" },
  "Asia/Yerevan": { de: "Eriwan", fr: "Erevan", es: "Ereván" },
  "Asia/Baku": { fr: "Bakou" },
  "Asia/Karachi": { de: "Karatschi" },
  "Asia/Tashkent": { de: "Taschkent", fr: "Tachkent", es: "Taskent" },
  "Asia/Calcutta": { de: "Kalkutta", fr: "Calcutta", es: "Calcuta" },
  "Asia/Kolkata": { de: "Kalkutta", fr: "Calcutta", es: "Calcuta" },
  "Asia/Katmandu": { fr: "Katmandou", es: "Katmandú" },
  "Asia/Dhaka": { fr: "Dacca", es: "Daca" },
  "Asia/Rangoon": { de: "Rangun", fr: "Rangoun", es: "Yangón" },
  "Asia/Saigon": { de: "Ho-Chi-Minh-Stadt", fr: "Hô-Chi-Minh-Ville", es: "Ciudad Ho Chi Minh" },
  "Asia/Jakarta": { es: "Yakarta" },
  "Asia/Manila": { fr: "Manille" },
  "Asia/Shanghai": { es: "Shanghái" },
  "Asia/Hong_Kong": { de: "Hongkong" },
  "Asia/Macau": { en: "Macao", de: "Macao", fr: "Macao", es: "Macao" },
  "Asia/Taipei": { de: "Taipeh", es: "Taipéi" },
  "Asia/Seoul": { fr: "Séoul", es: "Seúl" },
  "Asia/Pyongyang": { de: "Pjöngjang" },
  "Asia/Ulaanbaatar": { fr: "Oulan-Bator", es: "Ulán Bator" },
  "Australia/Sydney": { es: "Sídney" },
  "Europe/Vatican": { de: "Vatikanstadt", fr: "Cité du Vatican", es: "Ciudad del Vaticano" },
  "Europe/Volgograd": { de: "Wolgograd" },
  "Europe/Astrakhan": { de: "Astrachan", es: "Astracán" },
  "Europe/Ulyanovsk": { de: "Uljanowsk", fr: "Oulianovsk" },
  "Asia/Yekaterinburg": { de: "Jekaterinburg", fr: "Ekaterinbourg", es: "Ekaterimburgo" },
  "Asia/Novosibirsk": { de: "Nowosibirsk", fr: "Novossibirsk" },
  "Asia/Novokuznetsk": { de: "Nowokusnezk" },
  "Asia/Krasnoyarsk": { de: "Krasnojarsk", fr: "Krasnoïarsk" },
  "Asia/Irkutsk": { fr: "Irkoutsk" },
  "Asia/Chita": { de: "Tschita", fr: "Tchita", es: "Chitá" },
  "Asia/Yakutsk": { de: "Jakutsk", fr: "Iakoutsk" },
  "Asia/Khandyga": { de: "Chandyga" },
  "Asia/Vladivostok": { de: "Wladiwostok" },
  "Asia/Sakhalin": { de: "Sachalin", fr: "Sakhaline", es: "Sajalín" },
  "Asia/Kamchatka": { de: "Kamtschatka", fr: "Kamtchatka" },
};

/** Ids the browser still lists under a city's old name (ICU keeps them as canonical): the city as it is called now. */
const RENAMED_CITIES: Record<string, string> = {
  "Asia/Calcutta": "Kolkata",
  "Asia/Saigon": "Ho Chi Minh City",
  "Asia/Katmandu": "Kathmandu",
  "Asia/Rangoon": "Yangon",
  "America/Godthab": "Nuuk",
  "Europe/Kiev": "Kyiv",
  "Atlantic/Faeroe": "Faroe",
  "Africa/Asmera": "Asmara",
  "Pacific/Ponape": "Pohnpei",
  "Pacific/Truk": "Chuuk",
  "Pacific/Enderbury": "Kanton",
  "America/Coral_Harbour": "Atikokan",
};

/** The city part of an IANA id, as English writes it ("America/New_York" → "New York", "Asia/Calcutta" → "Kolkata"). */
function englishCity(timeZone: string): string {
  return RENAMED_CITIES[timeZone] ?? idCity(timeZone);
}

/** The city part of the IANA id as written there ("America/New_York" → "New York", "America/Godthab" → "Godthab"). */
function idCity(timeZone: string): string {
  return (timeZone.split("/").at(-1) ?? timeZone).replaceAll("_", " ");
}

/** Intl's "location" name of the zone ("hora de Nueva York", "Moskau (Ortszeit)"), or undefined. */
function locationName(timeZone: string, locale: string): string | undefined {
  return dateTimeFormat(locale, { timeZone, timeZoneName: "shortGeneric" })
    .formatToParts(0)
    .find((part) => part.type === "timeZoneName")?.value;
}

/** The language's frame around a city in a location name: "hora de {city}", "{city} (Ortszeit)". */
function locationFrame(locale: string): [string, string] | null {
  // Jujuy is one of Argentina's zones, so every language names it by its city, which is written the same in all.
  const sample = locationName("America/Argentina/Jujuy", locale);
  const at = sample?.indexOf("Jujuy") ?? -1;
  return sample === undefined || at < 0 ? null : [sample.slice(0, at), sample.slice(at + "Jujuy".length)];
}

function cityFromLocation(timeZone: string, locale: string): string | undefined {
  const frame = locationFrame(locale);
  const name = locationName(timeZone, locale);
  if (frame === null || name === undefined || !name.startsWith(frame[0]) || !name.endsWith(frame[1])) return undefined;
  return name.slice(frame[0].length, name.length - frame[1].length);
}

/**
 * The zone's city in the reader's language ("Europe/Berlin" → "Berlín" in Spanish, "America/New_York" → "Nueva
 * York"): Intl's own name of the city where it gives one, else CLDR's name for the usual zones, else the IANA id's.
 */
export function timeZoneCity(timeZone: string, locale: string): string {
  const english = englishCity(timeZone);
  const language = locale.split("-")[0]!;
  const listed = CITY_NAMES[timeZone]?.[language];
  if (listed !== undefined) return listed;
  // Intl names a zone by its city only where the country has several: checked in English (India's, which writes no
  // American or European abbreviations in their place) against the id's city.
  if (language !== "en" && cityFromLocation(timeZone, "en-IN") === english) return cityFromLocation(timeZone, locale) ?? english;
  return english;
}

/** A name Intl built from the zone's old city name ("hora de Godthab"), with the city as it is called now. */
export function withTodaysCityName(text: string, timeZone: string, locale: string): string {
  if (RENAMED_CITIES[timeZone] === undefined) return text;
  return text.replaceAll(idCity(timeZone), timeZoneCity(timeZone, locale));
}
