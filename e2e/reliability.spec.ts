import type { WebSocketRoute } from "@playwright/test";
import { api } from "../convex/_generated/api";
import { expect, test } from "./support/fixtures";
import { clientFor } from "./support/scenarios";

const SYNC_SOCKET = /\/api\/[^/]+\/sync$/;

test("while the backend is unreachable the page says it is reconnecting, then catches up by itself", async ({
  page,
  login,
  navigate,
}) => {
  // The sync socket goes through a switch: "down" closes every live socket and refuses new ones,
  // as a killed backend would; "up" lets the client's own retries through to the real backend.
  let backendDown = false;
  const live = new Set<WebSocketRoute>();
  let connections = 0;
  await page.routeWebSocket(SYNC_SOCKET, (socket) => {
    if (backendDown) {
      void socket.close({ code: 1006, reason: "backend down" });
      return;
    }
    connections++;
    socket.connectToServer();
    live.add(socket);
    socket.onClose(() => live.delete(socket));
  });
  const account = await login({ role: "owner" });
  await navigate("/$locale/my-pets", { locale: "en" });
  await expect(page.getByRole("heading", { level: 1, name: "My pets" })).toBeVisible();
  const banner = page.getByRole("status").filter({ hasText: "Connection lost. Reconnecting…" });
  await expect(banner).toHaveCount(0);

  backendDown = true;
  for (const socket of [...live]) await socket.close({ code: 1006, reason: "backend down" });
  await expect(banner).toBeVisible();

  // Written by another client meanwhile: the page must show it once it has resubscribed, without a reload.
  await clientFor(account).mutation(api.pets.createPet, {
    name: "Written While Offline",
    species: "cat",
    sex: "female",
    allergies: [],
    medications: [],
  });
  backendDown = false;
  await expect(banner).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByText("Written While Offline")).toBeVisible();
  expect(connections).toBeGreaterThanOrEqual(2);
});
