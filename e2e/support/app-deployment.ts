import type { Server } from "node:http";
import { freePort } from "../../local-backend/test/conformance/support/backend-process";
import type { ServedConfig } from "../../scripts/lib/content-security-policy";
import { serveApp } from "../../scripts/serve-app";
import { e2ePorts, e2eUrls } from "./ports";

export type AppDeployment = { url: string; close(): Promise<void> };

/**
 * The built app served as another deployment would serve it (scripts/serve-app.ts injects its configuration), on the
 * e2e stack's backend and signaling server unless the configuration says otherwise: a dead signaling port, an ICE
 * server that does not answer.
 */
export async function appDeployedWith(config: Partial<ServedConfig>): Promise<AppDeployment> {
  const port = await freePort();
  const server: Server = await serveApp({ port, config: { convexUrl: e2eUrls.backend, peerPort: e2ePorts.peer, ...config } });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nothing listens on: what a signaling or TURN server that is down looks like from a browser. */
export const deadPort = freePort;
