import { startPeerServer } from "../scripts/peer-server";
import { appDeployedWith, deadPort } from "./support/app-deployment";
import { consultationStartingNow } from "./support/call-booking";
import { prepareUrl, signedInPage } from "./support/call-pages";
import { expect, test } from "./support/fixtures";
import { describeFindings, horizontalOverflow, phoneViewport, seriousAxeFindings, smallTapTargets } from "./support/page-checks";
import { startStunServer, thisMachineAddress } from "./support/stun-server";

test.describe("the check before a call", () => {
  test("opened by address, the prepare page shows the camera, hears the microphone once the page is used, and gives one verdict", async ({ browser }) => {
    const { owner, bookingId } = await consultationStartingNow();
    const { page, context } = await signedInPage(browser, owner.account);
    // Opened from an email link or a reload: no click on this page yet, so the browser starts its audio suspended.
    await page.goto(prepareUrl(bookingId));
    // The e2e stack is the default setup: the local signaling server answers, no STUN or TURN server is configured.
    await expect(page.getByRole("status").filter({ hasText: "Your camera, microphone and connection are ready. You can join now." })).toBeVisible();
    await expect(page.getByText("The call service is reachable.")).toBeVisible();
    await expect(page.getByText(/^Direct connections only: the video works when you and .+ are on the same network\.$/)).toBeVisible();
    await page.getByText("What does this mean?").click();
    await expect(page.getByText("No TURN server is set up.")).toBeVisible();
    await expect(page.getByText(/in the ICE_SERVERS setting \(VITE_ICE_SERVERS when building the app\), as described in the README under “Video calls across networks”/)).toBeVisible();
    await expect(page.locator("video.call-video--preview")).toBeVisible();
    await expect(page.getByText(/^Say something: the bar moves when we hear you/)).toBeVisible();

    // The first click starts the meter; the fake microphone beeps, so it is heard.
    await page.getByRole("heading", { level: 1 }).click();
    await expect(page.getByText("We can hear your microphone.")).toBeVisible({ timeout: 10_000 });
    await expect.poll(() => page.getByRole("meter", { name: "Microphone level" }).evaluate((meter: HTMLMeterElement) => meter.value), { timeout: 10_000 }).toBeGreaterThan(0);

    await page.getByRole("button", { name: "Mute" }).click();
    await expect(page.getByText("Your microphone is muted: unmute it so that", { exact: false })).toBeVisible();
    await context.close();
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
      await page.getByText("Was bedeutet das?").click();
      await expect(page.getByText("Es ist kein TURN-Server eingerichtet.")).toBeVisible();
      expect(describeFindings({ "prepare page, call service unreachable": await seriousAxeFindings(page) })).toBe("");
      expect((await smallTapTargets(page)).filter((target) => /Was bedeutet das|Verbindung erneut prüfen/.test(target))).toEqual([]);

      // The signaling server comes up on that port (the network came back): checking again says ready.
      const signaling = await startPeerServer({ port: signalingPort });
      try {
        await page.getByRole("button", { name: "Verbindung erneut prüfen" }).click();
        await expect(page.getByRole("status").filter({ hasText: "Ihre Kamera, Ihr Mikrofon und Ihre Verbindung sind bereit. Sie können jetzt beitreten." })).toBeVisible();
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
      await expect(verdict).toContainText("Votre caméra, votre micro et votre connexion sont prêts.");
      await expect(page.getByText("Le serveur qui fait passer les appels à travers les réseaux stricts n’a pas répondu.")).toBeVisible();
      await page.getByText("Qu’est-ce que cela signifie ?").click();
      await expect(page.getByText("Le serveur TURN n’a pas répondu.")).toBeVisible();
      await expect(page.getByText(/paramètre ICE_SERVERS/)).toBeVisible();
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
        await expect(page.getByText("El servidor STUN ha respondido.")).toBeVisible();
        await expect(page.getByText("No hay ningún servidor TURN configurado.")).toBeVisible();
        expect(stun.requests).toBeGreaterThan(0);
        await context.close();
      } finally {
        await deployment.close();
        await stun.close();
      }
    });
  }
});
