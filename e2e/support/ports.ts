/**
 * Ports of the e2e stack, apart from the development defaults so both can run at once.
 * `E2E_PORT_OFFSET=N` shifts them all, so several e2e runs or benchmarks can share a machine.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const e2ePorts = {
  backend: 3310 + offset,
  backendSite: 3311 + offset,
  peer: 9100 + offset,
  app: 4310 + offset,
  appWithSentry: 4311 + offset,
  sentryCollector: 4399 + offset,
  /** A second backend and app, for the test that kills the backend with kill -9 (the shared one must stay up). */
  crashBackend: 3330 + offset,
  crashBackendSite: 3331 + offset,
  crashApp: 4330 + offset,
} as const;

export const e2eUrls = {
  backend: `http://127.0.0.1:${e2ePorts.backend}`,
  backendSite: `http://127.0.0.1:${e2ePorts.backendSite}`,
  app: `http://127.0.0.1:${e2ePorts.app}`,
  appWithSentry: `http://127.0.0.1:${e2ePorts.appWithSentry}`,
  sentryDsn: `http://publickey@127.0.0.1:${e2ePorts.sentryCollector}/1`,
} as const;
