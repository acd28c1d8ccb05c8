export type CatalogEntry = { id: string; translation: string };

function unquote(line: string): string {
  return JSON.parse(line) as string;
}

/** Reads msgid/msgstr pairs of a PO file (multi-line strings included), skipping the header. */
export function parsePo(text: string): CatalogEntry[] {
  const lines = text.split("\n");
  const entries: CatalogEntry[] = [];
  let index = 0;
  const readString = (prefix: string): string => {
    let value = unquote(lines[index]!.slice(prefix.length));
    index += 1;
    while (index < lines.length && lines[index]!.startsWith('"')) {
      value += unquote(lines[index]!);
      index += 1;
    }
    return value;
  };
  while (index < lines.length) {
    if (lines[index]!.startsWith("msgid ")) {
      const id = readString("msgid ");
      const translation = lines[index]?.startsWith("msgstr ") ? readString("msgstr ") : "";
      if (id !== "") entries.push({ id, translation });
    } else {
      index += 1;
    }
  }
  return entries;
}

export function missingTranslations(text: string): string[] {
  return parsePo(text)
    .filter((entry) => entry.translation.trim() === "")
    .map((entry) => entry.id);
}

export type CatalogDrift = { added: string[]; removed: string[] };

/** What a fresh extraction would add to or drop from the committed catalog. */
export function catalogDrift(committed: string, extracted: string): CatalogDrift {
  const committedIds = new Set(parsePo(committed).map((entry) => entry.id));
  const extractedIds = new Set(parsePo(extracted).map((entry) => entry.id));
  return {
    added: [...extractedIds].filter((id) => !committedIds.has(id)),
    removed: [...committedIds].filter((id) => !extractedIds.has(id)),
  };
}

/** One catalog of one locale (`catalog` names it when a locale has several). */
export type CatalogReport = { locale: string; catalog?: string; drift: CatalogDrift; missing: string[] };

export function catalogProblems(reports: CatalogReport[], sourceLocale: string): string[] {
  const problems: string[] = [];
  for (const { locale, catalog, drift, missing } of reports) {
    const where = catalog === undefined ? locale : `${locale}/${catalog}`;
    for (const id of drift.added) problems.push(`${where}: not extracted yet: "${id}" (run npm run i18n:extract)`);
    for (const id of drift.removed) problems.push(`${where}: no longer in the source: "${id}" (run npm run i18n:extract)`);
    if (locale !== sourceLocale) for (const id of missing) problems.push(`${where}: no translation for "${id}"`);
  }
  return problems;
}
