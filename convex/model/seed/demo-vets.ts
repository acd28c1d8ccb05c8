import type { PetSpecies } from "../../shared/pets/pet-input";
import type { SlotLengthMinutes } from "../../shared/policy";
import type { WeeklyHours } from "../../shared/slots/types";
import type { VetSpecialty } from "../../shared/vets/specialties";

export type DemoVet = {
  displayName: string;
  timeZone: string;
  languages: string[];
  species: PetSpecies[];
  specialties: VetSpecialty[];
  consultationMinutes: SlotLengthMinutes;
  priceMinor: number;
  currency: "EUR" | "GBP" | "USD" | "CHF";
  licenceNumber: string;
  licenceCountry: string;
  bio: { en: string; de: string; fr: string; es: string };
  avatarColor: string;
  /** Office hours on weekdays unless given. */
  weeklyHours?: WeeklyHours;
};

const EVERY_DAY_MORNING_AND_EVENING: WeeklyHours = {
  monday: [{ start: "07:00", end: "11:00" }, { start: "17:00", end: "21:00" }],
  tuesday: [{ start: "07:00", end: "11:00" }, { start: "17:00", end: "21:00" }],
  wednesday: [{ start: "07:00", end: "11:00" }, { start: "17:00", end: "21:00" }],
  thursday: [{ start: "07:00", end: "11:00" }, { start: "17:00", end: "21:00" }],
  friday: [{ start: "07:00", end: "11:00" }, { start: "17:00", end: "21:00" }],
  saturday: [{ start: "09:00", end: "13:00" }],
  sunday: [{ start: "09:00", end: "13:00" }],
};
const LATE_SHIFT_WITH_SATURDAY: WeeklyHours = {
  monday: [{ start: "12:00", end: "20:00" }],
  tuesday: [{ start: "12:00", end: "20:00" }],
  wednesday: [],
  thursday: [{ start: "12:00", end: "20:00" }],
  friday: [{ start: "12:00", end: "20:00" }],
  saturday: [{ start: "10:00", end: "16:00" }],
  sunday: [],
};

/** The published directory of a fresh install: varied languages, species, prices and zones. */
export const DEMO_VETS: readonly DemoVet[] = [
  {
    displayName: "Dr. Anna Schneider",
    timeZone: "Europe/Berlin",
    languages: ["de", "en"],
    species: ["dog", "cat"],
    specialties: ["dermatology", "nutrition"],
    consultationMinutes: 20,
    priceMinor: 3900,
    currency: "EUR",
    licenceNumber: "BTK-48213",
    licenceCountry: "DE",
    avatarColor: "#2f6f73",
    bio: {
      en: "Small-animal vet in Berlin for twelve years, with a soft spot for itchy skin, allergies and diets that actually work.",
      de: "Seit zwölf Jahren Kleintierärztin in Berlin, mit einem Faible für juckende Haut, Allergien und Futterpläne, die wirklich funktionieren.",
      fr: "Vétérinaire pour petits animaux à Berlin depuis douze ans, passionnée par les problèmes de peau, les allergies et les régimes qui fonctionnent vraiment.",
      es: "Veterinaria de pequeños animales en Berlín desde hace doce años, especialmente interesada en la piel, las alergias y las dietas que de verdad funcionan.",
    },
  },
  {
    displayName: "Dr. Lukas Weber",
    timeZone: "Europe/Vienna",
    languages: ["de"],
    species: ["dog", "cat", "rabbit", "guinea_pig"],
    specialties: ["small_mammals", "dentistry"],
    consultationMinutes: 15,
    priceMinor: 3500,
    currency: "EUR",
    licenceNumber: "ÖTK-20931",
    licenceCountry: "AT",
    avatarColor: "#7a4b94",
    bio: {
      en: "Vienna-based vet who loves rabbits and guinea pigs as much as dogs and cats; teeth problems are my daily bread.",
      de: "Tierarzt in Wien, der Kaninchen und Meerschweinchen genauso mag wie Hunde und Katzen; Zahnprobleme sind mein tägliches Brot.",
      fr: "Vétérinaire à Vienne qui aime autant les lapins et les cochons d'Inde que les chiens et les chats ; les problèmes dentaires sont mon quotidien.",
      es: "Veterinario en Viena al que le gustan los conejos y las cobayas tanto como los perros y los gatos; los problemas dentales son mi día a día.",
    },
  },
  {
    displayName: "Dr Camille Martin",
    timeZone: "Europe/Paris",
    languages: ["fr", "en"],
    species: ["cat"],
    specialties: ["feline_medicine", "behaviour"],
    consultationMinutes: 30,
    priceMinor: 4500,
    currency: "EUR",
    licenceNumber: "CNOV-77120",
    licenceCountry: "FR",
    avatarColor: "#b5523b",
    bio: {
      en: "Cats only, for ten years in Paris: from litter-box troubles to stress at home, we look at the whole cat.",
      de: "Seit zehn Jahren ausschließlich Katzen in Paris: von Problemen mit dem Katzenklo bis zu Stress zu Hause betrachten wir die ganze Katze.",
      fr: "Uniquement des chats, depuis dix ans à Paris : des soucis de litière au stress à la maison, nous regardons le chat dans son ensemble.",
      es: "Solo gatos, desde hace diez años en París: de los problemas con el arenero al estrés en casa, miramos al gato en su conjunto.",
    },
  },
  {
    displayName: "Dr Hugo Lefèvre",
    timeZone: "Europe/Brussels",
    languages: ["fr", "nl", "en"],
    species: ["dog"],
    specialties: ["orthopaedics", "rehabilitation"],
    consultationMinutes: 30,
    priceMinor: 5500,
    currency: "EUR",
    licenceNumber: "OMV-F-3381",
    licenceCountry: "BE",
    avatarColor: "#3b5bb5",
    bio: {
      en: "Dog orthopaedics and rehabilitation in Brussels: limping, joint pain and recovery plans after surgery.",
      de: "Orthopädie und Rehabilitation für Hunde in Brüssel: Lahmheit, Gelenkschmerzen und Genesungspläne nach Operationen.",
      fr: "Orthopédie et rééducation canines à Bruxelles : boiteries, douleurs articulaires et plans de récupération après une opération.",
      es: "Ortopedia y rehabilitación canina en Bruselas: cojeras, dolor articular y planes de recuperación tras una cirugía.",
    },
  },
  {
    displayName: "Dra. Lucía García",
    timeZone: "Europe/Madrid",
    languages: ["es", "en"],
    species: ["dog", "cat"],
    specialties: ["internal_medicine", "cardiology"],
    consultationMinutes: 20,
    priceMinor: 3000,
    currency: "EUR",
    licenceNumber: "COLVET-28-5521",
    licenceCountry: "ES",
    avatarColor: "#c0392b",
    bio: {
      en: "Internal medicine and heart health for dogs and cats, from Madrid; I explain test results in plain words.",
      de: "Innere Medizin und Herzgesundheit für Hunde und Katzen, aus Madrid; ich erkläre Befunde in verständlichen Worten.",
      fr: "Médecine interne et santé cardiaque des chiens et des chats, depuis Madrid ; j'explique les résultats d'analyses avec des mots simples.",
      es: "Medicina interna y salud cardiaca para perros y gatos, desde Madrid; explico los resultados de las pruebas con palabras sencillas.",
    },
  },
  {
    displayName: "Dr. Mateo Fernández",
    timeZone: "America/Mexico_City",
    languages: ["es"],
    species: ["bird", "reptile"],
    specialties: ["exotic_animals", "avian_medicine"],
    consultationMinutes: 20,
    priceMinor: 2500,
    currency: "USD",
    licenceNumber: "CMVZ-90412",
    weeklyHours: LATE_SHIFT_WITH_SATURDAY,
    licenceCountry: "MX",
    avatarColor: "#1e8449",
    bio: {
      en: "Birds and reptiles from Mexico City: husbandry, lighting, diet and the first signs that something is wrong.",
      de: "Vögel und Reptilien aus Mexiko-Stadt: Haltung, Beleuchtung, Fütterung und die ersten Anzeichen, dass etwas nicht stimmt.",
      fr: "Oiseaux et reptiles depuis Mexico : conditions de vie, éclairage, alimentation et premiers signes que quelque chose ne va pas.",
      es: "Aves y reptiles desde Ciudad de México: manejo, iluminación, alimentación y las primeras señales de que algo va mal.",
    },
  },
  {
    displayName: "Dr. Emily Carter",
    timeZone: "Europe/London",
    languages: ["en"],
    species: ["dog", "cat", "ferret"],
    specialties: ["behaviour", "senior_pets"],
    consultationMinutes: 20,
    priceMinor: 3500,
    currency: "GBP",
    licenceNumber: "RCVS-7712345",
    licenceCountry: "GB",
    avatarColor: "#8e44ad",
    bio: {
      en: "London vet focused on behaviour and older pets: anxiety, ageing joints and keeping seniors comfortable.",
      de: "Tierärztin in London mit Schwerpunkt Verhalten und ältere Tiere: Ängste, alternde Gelenke und ein angenehmes Leben für Senioren.",
      fr: "Vétérinaire à Londres spécialisée dans le comportement et les animaux âgés : anxiété, articulations vieillissantes et confort des seniors.",
      es: "Veterinaria en Londres centrada en el comportamiento y las mascotas mayores: ansiedad, articulaciones envejecidas y el bienestar de los más mayores.",
    },
  },
  {
    displayName: "Dr. James O'Connor",
    timeZone: "Europe/Dublin",
    languages: ["en", "ga"],
    species: ["dog", "cat"],
    specialties: ["emergency_triage", "nutrition"],
    consultationMinutes: 15,
    priceMinor: 2900,
    currency: "EUR",
    licenceNumber: "VCI-55120",
    weeklyHours: EVERY_DAY_MORNING_AND_EVENING,
    licenceCountry: "IE",
    avatarColor: "#16a085",
    bio: {
      en: "Former emergency vet in Dublin: I help you decide quickly whether it can wait or needs a clinic now.",
      de: "Ehemaliger Notfalltierarzt in Dublin: Ich helfe Ihnen schnell zu entscheiden, ob es warten kann oder sofort in die Klinik muss.",
      fr: "Ancien vétérinaire urgentiste à Dublin : je vous aide à décider vite si cela peut attendre ou s'il faut aller en clinique maintenant.",
      es: "Antiguo veterinario de urgencias en Dublín: te ayudo a decidir rápido si puede esperar o necesita una clínica ya.",
    },
  },
  {
    displayName: "Dr. Sarah Nguyen",
    timeZone: "America/New_York",
    languages: ["en", "vi", "fr"],
    species: ["cat", "rabbit"],
    specialties: ["dermatology", "oncology"],
    consultationMinutes: 30,
    priceMinor: 6000,
    currency: "USD",
    licenceNumber: "NY-VET-041178",
    weeklyHours: LATE_SHIFT_WITH_SATURDAY,
    licenceCountry: "US",
    avatarColor: "#d35400",
    bio: {
      en: "New York vet for cats and rabbits with skin disease or cancer; second opinions and treatment planning.",
      de: "Tierärztin in New York für Katzen und Kaninchen mit Hauterkrankungen oder Krebs; Zweitmeinungen und Therapieplanung.",
      fr: "Vétérinaire à New York pour les chats et les lapins atteints de maladies de peau ou de cancer ; seconds avis et plans de traitement.",
      es: "Veterinaria en Nueva York para gatos y conejos con enfermedades de la piel o cáncer; segundas opiniones y planes de tratamiento.",
    },
  },
  {
    displayName: "Dr. Marco Rossi",
    timeZone: "Europe/Rome",
    languages: ["it", "en", "de"],
    species: ["dog", "cat"],
    specialties: ["cardiology"],
    consultationMinutes: 20,
    priceMinor: 4200,
    currency: "EUR",
    licenceNumber: "FNOVI-RM-1893",
    licenceCountry: "IT",
    avatarColor: "#2c3e50",
    bio: {
      en: "Cardiology for dogs and cats from Rome: murmurs, coughing and what a heart diagnosis means for daily life.",
      de: "Kardiologie für Hunde und Katzen aus Rom: Herzgeräusche, Husten und was eine Herzdiagnose für den Alltag bedeutet.",
      fr: "Cardiologie pour chiens et chats depuis Rome : souffles, toux et ce qu'un diagnostic cardiaque change au quotidien.",
      es: "Cardiología para perros y gatos desde Roma: soplos, tos y lo que un diagnóstico cardiaco significa en el día a día.",
    },
  },
  {
    displayName: "Dr. Sophie Müller",
    timeZone: "Europe/Zurich",
    languages: ["de", "fr", "it"],
    species: ["rabbit", "guinea_pig", "ferret"],
    specialties: ["small_mammals", "dentistry"],
    consultationMinutes: 30,
    priceMinor: 6500,
    currency: "CHF",
    licenceNumber: "GST-ZH-4410",
    licenceCountry: "CH",
    avatarColor: "#a93226",
    bio: {
      en: "Zurich vet for rabbits, guinea pigs and ferrets: dental care, digestion and the right diet for small mammals.",
      de: "Tierärztin in Zürich für Kaninchen, Meerschweinchen und Frettchen: Zahnpflege, Verdauung und die richtige Ernährung für Kleinsäuger.",
      fr: "Vétérinaire à Zurich pour lapins, cochons d'Inde et furets : soins dentaires, digestion et bonne alimentation des petits mammifères.",
      es: "Veterinaria en Zúrich para conejos, cobayas y hurones: cuidado dental, digestión y la dieta adecuada para pequeños mamíferos.",
    },
  },
  {
    displayName: "Dra. Ana Costa",
    timeZone: "Europe/Lisbon",
    languages: ["pt", "es", "en"],
    species: ["reptile", "bird", "other"],
    specialties: ["exotic_animals", "nutrition"],
    consultationMinutes: 20,
    priceMinor: 3200,
    currency: "EUR",
    licenceNumber: "OMV-PT-6632",
    weeklyHours: EVERY_DAY_MORNING_AND_EVENING,
    licenceCountry: "PT",
    avatarColor: "#117864",
    bio: {
      en: "Exotic pets from Lisbon: lizards, snakes, parrots and the unusual ones, with practical advice on their set-up.",
      de: "Exotische Tiere aus Lissabon: Echsen, Schlangen, Papageien und die ungewöhnlichen, mit praktischen Tipps zu ihrer Haltung.",
      fr: "Animaux exotiques depuis Lisbonne : lézards, serpents, perroquets et les plus insolites, avec des conseils pratiques sur leur installation.",
      es: "Mascotas exóticas desde Lisboa: lagartos, serpientes, loros y los más inusuales, con consejos prácticos sobre su instalación.",
    },
  },
];

/** The vet account a visitor can sign in with. */
export const DEMO_VET_ACCOUNT_PROFILE: DemoVet = {
  displayName: "Dr. Jonas Becker",
  timeZone: "Europe/Berlin",
  languages: ["de", "en", "fr"],
  species: ["dog", "cat", "rabbit"],
  specialties: ["general_practice", "preventive_care"],
  consultationMinutes: 20,
  priceMinor: 3600,
  currency: "EUR",
  licenceNumber: "BTK-51877",
  licenceCountry: "DE",
  avatarColor: "#1f618d",
  bio: {
    en: "General practice vet in Berlin: vaccinations, check-ups and everyday questions about dogs, cats and rabbits.",
    de: "Allgemeintierarzt in Berlin: Impfungen, Vorsorge und alltägliche Fragen zu Hunden, Katzen und Kaninchen.",
    fr: "Vétérinaire généraliste à Berlin : vaccins, bilans de santé et questions du quotidien sur les chiens, les chats et les lapins.",
    es: "Veterinario generalista en Berlín: vacunas, revisiones y preguntas cotidianas sobre perros, gatos y conejos.",
  },
};
