import { ON_DEMAND_OFFER_TIMEOUT_MS, ON_DEMAND_REQUEST_TIMEOUT_MS, ON_DEMAND_WIDEN_AFTER_MS } from "../../shared/policy";

type Env = Record<string, string | undefined>;

function configuredMs(env: Env, name: string, fallback: number): number {
  const value = Number(env[name]);
  return env[name] !== undefined && env[name] !== "" && Number.isInteger(value) && value >= 0 ? value : fallback;
}

/**
 * The policy's delays, unless the deployment sets them (ON_DEMAND_WIDEN_AFTER_MS and friends): the race suite shows
 * every request to every vet at once, and the fault suite lets offers and requests time out within seconds.
 */
export const onDemandWidenAfterMs = (env: Env = process.env) =>
  configuredMs(env, "ON_DEMAND_WIDEN_AFTER_MS", ON_DEMAND_WIDEN_AFTER_MS);
export const onDemandOfferTimeoutMs = (env: Env = process.env) =>
  Math.max(1000, configuredMs(env, "ON_DEMAND_OFFER_TIMEOUT_MS", ON_DEMAND_OFFER_TIMEOUT_MS));
export const onDemandRequestTimeoutMs = (env: Env = process.env) =>
  Math.max(1000, configuredMs(env, "ON_DEMAND_REQUEST_TIMEOUT_MS", ON_DEMAND_REQUEST_TIMEOUT_MS));
