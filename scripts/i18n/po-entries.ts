/** A PO file as its header and entry blocks (the text between blank lines), enough to move entries between catalogs. */
export type PoBlocks = { header: string; entries: string[] };

export function splitPo(text: string): PoBlocks {
  const blocks = text.trim().split(/\n\s*\n/);
  const header = blocks[0]?.startsWith('msgid ""') ? blocks.shift()! : "";
  return { header, entries: blocks.filter((block) => /^msgid /m.test(block)) };
}

/** msgctxt + msgid of an entry block: the same message in any catalog. */
export function entryKey(block: string): string {
  const lines = block.split("\n").filter((line) => !line.startsWith("#"));
  const end = lines.findIndex((line) => line.startsWith("msgstr"));
  return lines.slice(0, end === -1 ? undefined : end).join("\n");
}

export function isTranslated(block: string): boolean {
  const lines = block.split("\n");
  const start = lines.findIndex((line) => line.startsWith("msgstr"));
  return start !== -1 && lines.slice(start).some((line) => /"[^"]+"/.test(line.replace(/^msgstr(\[\d+\])? /, "")));
}

/** Every entry of these catalogs once, a translated copy preferred. */
export function unionOfEntries(texts: string[]): string[] {
  const byKey = new Map<string, string>();
  for (const text of texts) {
    for (const block of splitPo(text).entries) {
      const key = entryKey(block);
      const known = byKey.get(key);
      if (known === undefined || (!isTranslated(known) && isTranslated(block))) byKey.set(key, block);
    }
  }
  return [...byKey.values()];
}
