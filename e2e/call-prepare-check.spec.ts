import { startPeerServer } from "../scripts/peer-server";
import { appDeployedWith, deadPort } from "./support/app-deployment";
import { consultationStartingNow } from "./support/call-booking";
import { prepareUrl, signedInPage } from "./support/call-pages";
import { expect, test } from "./support/fixtures";
import { describeFindings, horizontalOverflow, phoneViewport, seriousAxeFindings, smallTapTargets } from "./support/page-checks";
import { startStunServer, thisMachineAddress } from "./support/stun-server";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { chromiumExecutable, chromiumFlags } from "./support/chromium";
import { writeToneWav } from "./support/tone-wav";

/** Owners and vets read this page: no server settings, acronyms or pointers to the operator's README. */
const operatorJargon = /\b(STUN|TURN|ICE)\b|[A-Z]+_[A-Z_]+|README/;

async function visibleText(page: Page): Promise<string> {
  return page.locator("body").innerText();
}

/** The summary's focus ring (3 px, 2 px off) must not cover the first line of what it opens. */
async function focusRingClearsExplanation(page: Page, summaryName: string): Promise<boolean> {
  return page.locator("summary", { hasText: summaryName }).evaluate((summary) => {
    const explanation = summary.nextElementSibling?.querySelector("p");
    if (!explanation) return false;
    return summary.getBoundingClientRect().bottom + 5 <= explanation.getBoundingClientRect().top;
  });
}

test.describe("the check before a call", () => {
  test("opened by address, the prepare page shows the camera, says the microphone is connected until a voice is heard, and gives one honest verdict", async ({ browser }) => {
    const { owner, bookingId } = await consultationStartingNow();
    const { page, context } = await signedInPage(browser, owner.account);
    // Opened from an email link or a reload: no click on this page yet, so the browser starts its audio suspended.
    await page.goto(prepareUrl(bookingId));
    // The e2e stack is the default setup: the local signaling server answers, no server for crossing networks is
    // configured, so the video only connects on one network: a caveat in the verdict, never "connection ready".
    const verdict = page.getByRole("status").filter({ hasText: /^Your camera and microphone are ready\. The video may not connect if you and .+ are on different networks\. You can join now\.$/ });
    await expect(verdict).toBeVisible();
    await expect(page.getByText(/connection are ready/)).toHaveCount(0);
    await expect(page.getByText("The call service is reachable.")).toBeVisible();
    await expect(page.getByText(/^The video connects when you and .+ are on the same network; between different networks it may not\.$/)).toBeVisible();
    await page.getByText("What does this mean?").click();
    await expect(page.getByText(/^The video goes straight from your device to .+’s\. That works on the same network/)).toBeVisible();
    await expect(
      page.getByText(/^If the video does not connect, try your home Wi-Fi or another network\. If it still does not work, tell .+ in your messages: together you can find another time\.$/),
    ).toBeVisible();
    expect(await visibleText(page)).not.toMatch(operatorJargon);
    await expect(page.locator("video.call-video--preview")).toBeVisible();
    const connected = page.getByText(/^Your microphone is connected\. Say something to test it: the bar moves when we hear you/);
    await expect(connected).toBeVisible();

    // The first click starts the meter. The fake microphone only beeps (20 ms every half second): the meter moves,
    // but a beep is not someone speaking, so the page keeps saying the microphone is connected, not that it hears it.
    await page.getByRole("heading", { level: 1 }).click();
    await expect.poll(() => page.getByRole("meter", { name: "Microphone level" }).evaluate((meter: HTMLMeterElement) => meter.value), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.waitForTimeout(1_500); // three more beeps
    await expect(connected).toBeVisible();
    await expect(page.getByText("We can hear your microphone.")).toHaveCount(0);

    await page.getByRole("button", { name: "Mute" }).click();
    await expect(page.getByText("Your microphone is muted: unmute it so that", { exact: false })).toBeVisible();

    // From the check, a link leads to the consultation's conversation with the vet (a photo to send, a call that fails).
    await page.getByRole("link", { name: "your messages" }).click();
    await expect(page).toHaveURL(new RegExp(`/en/bookings/${bookingId}/summary#conversation$`));
    await expect(page.getByRole("heading", { name: /^Messages with / })).toBeVisible();
    await page.goBack();
    await page.getByRole("link", { name: /^Messages and photos with / }).click();
    await expect(page.getByRole("heading", { name: /^Messages with / })).toBeVisible();
    await context.close();
  });

  test("a microphone that keeps sounding, like someone speaking, is heard: the meter fills and the page says so", async () => {
    const scratch = mkdtempSync(join(tmpdir(), "vetline-voice-"));
    const voice = join(scratch, "voice.wav");
    writeToneWav(voice);
    const browser = await chromium.launch({ executablePath: chromiumExecutable, args: [...chromiumFlags, `--use-file-for-fake-audio-capture=${voice}`] });
    try {
      const { owner, bookingId } = await consultationStartingNow();
      const { page } = await signedInPage(browser, owner.account);
      await page.goto(prepareUrl(bookingId, "de"));
      // Keyboard alone: a key press starts the page's audio like a click.
      await expect(page.getByText(/^Ihr Mikrofon ist angeschlossen\. Sagen Sie etwas, um es zu testen/)).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(page.getByText("Wir hören Ihr Mikrofon.")).toBeVisible({ timeout: 10_000 });
      expect(await page.getByRole("meter", { name: "Mikrofonpegel" }).evaluate((meter: HTMLMeterElement) => meter.value)).toBeGreaterThan(0.1);
    } finally {
      await browser.close();
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  test("on a phone in German, a call service that cannot be reached is the verdict, with what to do, and checking again finds it once it is back", async ({ browser }) => {
    // A deployment whose signaling server is down: the app is configured for a port nothing listens on.
    const signalingPort = await deadPort();
    const deployment = await appDeployedWith({ peerPort: signalingPort });
    try {
      const { owner, bookingId } = await consultationStartingNow();
      const { page, context } = await signedInPage(browser, owner.account, { appUrl: deployment.url, viewport: phoneViewport });
      await page.goto(prepareUrl(bookingId, "de"));
      const verdict = page.getByRole("status").filter({ hasText: "Der Dienst für Videoanrufe ist nicht erreichbar, der Videoanruf würde also keine Verbindung bekommen." });
      await expect(verdict).toBeVisible({ timeout: 15_000 });
      await expect(verdict).toContainText("versuchen Sie ein anderes (zum Beispiel mobile Daten)");
      await expect(verdict).not.toContainText("beitreten");
      await expect(page.getByText("Der Dienst für Videoanrufe ist nicht erreichbar.", { exact: true })).toBeVisible();
      expect(await horizontalOverflow(page)).toBe(0);
      // Keyboard alone: Tab to "What does this mean?", open it with Enter; its focus ring leaves the text readable.
      const whatItMeans = page.locator("summary", { hasText: "Was bedeutet das?" });
      await whatItMeans.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByText(/^Wenn das Video keine Verbindung bekommt, versuchen Sie Ihr WLAN zu Hause oder ein anderes Netzwerk\. Wenn es dann immer noch nicht klappt, schreiben Sie .+ in Ihren Nachrichten: Gemeinsam finden Sie einen anderen Termin\.$/)).toBeVisible();
      await expect(whatItMeans).toBeFocused();
      expect(await focusRingClearsExplanation(page, "Was bedeutet das?")).toBe(true);
      expect(await visibleText(page)).not.toMatch(operatorJargon);
      expect(describeFindings({ "prepare page, call service unreachable": await seriousAxeFindings(page) })).toBe("");
      expect((await smallTapTargets(page)).filter((target) => /Was bedeutet das|Verbindung erneut prüfen/.test(target))).toEqual([]);

      // The signaling server comes up on that port (the network came back): checking again says ready.
      const signaling = await startPeerServer({ port: signalingPort });
      try {
        await page.getByRole("button", { name: "Verbindung erneut prüfen" }).click();
        await expect(page.getByRole("status").filter({ hasText: /^Ihre Kamera und Ihr Mikrofon sind bereit\. Wenn Sie und .+ in verschiedenen Netzwerken sind, bekommt das Video womöglich keine Verbindung\. Sie können jetzt beitreten\.$/ })).toBeVisible();
        await expect(page.getByText("Der Dienst für Videoanrufe ist erreichbar.")).toBeVisible();
      } finally {
        await signaling.close();
      }
      await context.close();
    } finally {
      await deployment.close();
    }
  });

  test("in French, a configured TURN server that does not answer is named before Join", async ({ browser }) => {
    // A deployment that configures a TURN server which is down (nothing listens on its port).
    const turnPort = await deadPort();
    const iceServers = JSON.stringify([{ urls: `turn:127.0.0.1:${turnPort}?transport=udp`, username: "vetline", credential: "not-a-secret" }]);
    const deployment = await appDeployedWith({ iceServers });
    try {
      const { owner, bookingId } = await consultationStartingNow();
      const { page, context } = await signedInPage(browser, owner.account, { appUrl: deployment.url });
      await page.goto(prepareUrl(bookingId, "fr"));
      const verdict = page.getByRole("status").filter({ hasText: "Le serveur pour les réseaux stricts n’a pas répondu : si la vidéo ne se connecte pas, essayez un autre réseau." });
      await expect(verdict).toBeVisible({ timeout: 15_000 });
      await expect(verdict).toContainText("Votre caméra et votre micro sont prêts.");
      await expect(verdict).not.toContainText("connexion sont prêts");
      await expect(page.getByText("Le serveur qui fait passer les appels à travers les réseaux stricts n’a pas répondu.")).toBeVisible();
      await page.getByText("Qu’est-ce que cela signifie ?").click();
      await expect(page.getByText(/^La partie du service vidéo qui fait passer les appels à travers les réseaux stricts n’a pas répondu\./)).toBeVisible();
      await expect(page.getByText(/^Si la vidéo ne se connecte pas, essayez le Wi-Fi de votre domicile ou un autre réseau\./)).toBeVisible();
      expect(await visibleText(page)).not.toMatch(operatorJargon);
      // Join stays possible: on the same network the call does not need the relay.
      await expect(page.getByRole("button", { name: "Rejoindre la consultation" })).toBeEnabled();
      await context.close();
    } finally {
      await deployment.close();
    }
  });

  // Behind a NAT the STUN server reports another public address (a new candidate); without one it reports the
  // device's own address, which the browser drops as a duplicate: both are answers.
  for (const { network, mappedAddress } of [
    { network: "behind a NAT", mappedAddress: "203.0.113.7" },
    { network: "with no NAT", mappedAddress: undefined },
  ]) {
    test(`in Spanish, a STUN server that answers (${network}) counts, and a strict network still needs a TURN server`, async ({ browser }) => {
      const stun = await startStunServer({ mappedAddress });
      const deployment = await appDeployedWith({ iceServers: JSON.stringify([{ urls: `stun:${thisMachineAddress()}:${stun.port}` }]) });
      try {
        const { owner, bookingId } = await consultationStartingNow();
        const { page, context } = await signedInPage(browser, owner.account, { appUrl: deployment.url });
        await page.goto(prepareUrl(bookingId, "es"));
        await expect(page.getByRole("status").filter({ hasText: "Tu cámara, tu micrófono y tu conexión están listos. Ya puedes unirte." })).toBeVisible({ timeout: 15_000 });
        await expect(page.getByText("Las conexiones entre redes funcionan, pero una red estricta (una oficina, algunas redes móviles) puede bloquear el vídeo.")).toBeVisible();
        await page.getByText("¿Qué significa esto?").click();
        await expect(page.getByText(/^Algunas redes, por ejemplo en una oficina, en un colegio o con datos móviles, bloquean las videollamadas\./)).toBeVisible();
        await expect(page.getByText(/^Si el vídeo no se conecta, prueba con el wifi de tu casa o con otra red\./)).toBeVisible();
        expect(await visibleText(page)).not.toMatch(operatorJargon);
        expect(stun.requests).toBeGreaterThan(0);
        await context.close();
      } finally {
        await deployment.close();
        await stun.close();
      }
    });
  }
});
