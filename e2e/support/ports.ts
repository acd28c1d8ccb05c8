/** Ports of the e2e stack, apart from the development defaults so both can run at once. */
export const e2ePorts = {
  backend: 3310,
  backendSite: 3311,
  peer: 9100,
  app: 4310,
  appWithSentry: 4311,
  sentryCollector: 4399,
} as const;

export const e2eUrls = {
  backend: `http://127.0.0.1:${e2ePorts.backend}`,
  backendSite: `http://127.0.0.1:${e2ePorts.backendSite}`,
  app: `http://127.0.0.1:${e2ePorts.app}`,
  appWithSentry: `http://127.0.0.1:${e2ePorts.appWithSentry}`,
  sentryDsn: `http://publickey@127.0.0.1:${e2ePorts.sentryCollector}/1`,
} as const;
