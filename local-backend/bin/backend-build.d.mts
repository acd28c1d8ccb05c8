export interface BackendBuild {
  dir: string;
  cli: string;
  functionWorker: string;
}

export function ensureBackendBuild(): Promise<BackendBuild>;
