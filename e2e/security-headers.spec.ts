import { expect, test } from "./support/fixtures";
import { e2ePorts, e2eUrls } from "./support/ports";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0] !== "")
      .map(([name, ...sources]) => [name ?? "", sources]),
  );
}

const backendAndSignaling = [
  "'self'",
  e2eUrls.backend,
  e2eUrls.backend.replace("http:", "ws:"),
  e2eUrls.backendSite,
  ...["http", "ws", "https", "wss"].map((scheme) => `${scheme}://127.0.0.1:${e2ePorts.peer}`),
];

test("the served app allows only its own origin, the backend, the signaling server and the configured collector", async ({
  request,
}) => {
  for (const [app, extra] of [
    [e2eUrls.app, []],
    [e2eUrls.appWithSentry, [`http://127.0.0.1:${e2ePorts.sentryCollector}`]],
  ] as const) {
    const response = await request.get(`${app}/en`);
    const policy = directives(response.headers()["content-security-policy"] ?? "");
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("script-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(new Set(policy.get("connect-src"))).toEqual(new Set([...backendAndSignaling, ...extra]));
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["x-frame-options"]).toBe("DENY");

    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes, "every script is a file from the app's origin").toMatch(/\bsrc="\/[^"]+"/);
      expect(body?.trim()).toBe("");
    }
    expect(html).not.toMatch(/\son[a-z]+="/i);
  }
});

test("the main pages run under that policy without a single violation", async ({ page, login, pageConsoles }) => {
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const store = ((window as unknown as { cspViolations?: string[] }).cspViolations ??= []);
      store.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await login({ role: "owner" });
  const violations: string[] = [];
  const pages = ["/en", "/en/veterinarians", "/en/my-pets", "/en/bookings", "/en/manage/payment", "/en/manage/account"];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    violations.push(...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])));
  }
  // The browser also writes each violation to the console.
  violations.push(...pageConsoles.of(page).filter((entry) => entry.text.includes("Content Security Policy")).map((entry) => entry.text));
  console.log(`content security policy: ${pages.length} pages visited, ${violations.length} violations`);
  expect(violations).toEqual([]);
});
