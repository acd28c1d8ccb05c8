import { describe, expect, it } from "vitest";
import { catalogLayout, FIRST_PAGE_CATALOG } from "./catalog-layout";
import { unionOfEntries } from "./po-entries";

describe("catalog layout of the app", () => {
  const layout = catalogLayout(process.cwd());

  it("keeps the home page and layout strings in the first page's catalog, feature pages' strings out of it", () => {
    const firstPage = layout.filesOf.get(FIRST_PAGE_CATALOG);
    expect(firstPage).toContain("src/features/marketing/components/home-page.tsx");
    expect(firstPage).toContain("src/routes/$locale/-components/locale-layout.tsx");
    expect(firstPage).not.toContain("src/features/bookings/components/book-page.tsx");
    expect(layout.filesOf.get("bookings")).toContain("src/features/bookings/components/book-page.tsx");
  });

  it("has each route load the catalogs of the modules it reaches", () => {
    expect(layout.routeCatalogs["/$locale/"]).toEqual([]);
    expect(layout.routeCatalogs["/$locale/veterinarians/"]).toContain("vets");
    expect(layout.routeCatalogs["/$locale/bookings/book/$vetId"]).toEqual(expect.arrayContaining(["bookings", "payments"]));
    expect(layout.lazyCatalogs["src/features/accounts/components/sign-in-dialog-content.tsx"]).toContain("accounts");
  });
});

describe("moving entries between catalogs", () => {
  it("keeps the translation of a message whichever catalog had it", () => {
    const before = 'msgid ""\nmsgstr ""\n\n#: src/a.tsx\nmsgid "Book"\nmsgstr ""\n';
    const other = 'msgid ""\nmsgstr ""\n\n#: src/b.tsx\nmsgid "Book"\nmsgstr "Buchen"\n\nmsgid "Pet"\nmsgstr "Tier"\n';
    expect(unionOfEntries([before, other])).toEqual(['#: src/b.tsx\nmsgid "Book"\nmsgstr "Buchen"', 'msgid "Pet"\nmsgstr "Tier"']);
  });
});
