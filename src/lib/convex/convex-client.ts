import { ConvexReactClient } from "convex/react";
import { runtimeConfig } from "../config/runtime-config";

let client: ConvexReactClient | undefined;

export function convexClient(): ConvexReactClient {
  client ??= new ConvexReactClient(runtimeConfig().convexUrl);
  return client;
}
