import { ON_DEMAND_IDLE_AFTER_MS } from "@shared/policy";
import { useMutation } from "convex/react";
import { useEffect } from "react";
import { api } from "../../../../convex/_generated/api";

const ACTIVITY_EVENTS = ["pointerdown", "pointermove", "keydown", "scroll", "touchstart"] as const;

/**
 * While the vet is available, the page beats so the backend knows it is still open, and switches the vet off after
 * a stretch without any input (they walked away from the screen). A closed tab simply stops beating.
 */
export function useAvailabilityHeartbeat(available: boolean, intervalMs: number): void {
  const heartbeat = useMutation(api.onDemand.heartbeat);
  const goIdle = useMutation(api.onDemand.goIdle);
  useEffect(() => {
    if (!available) return;
    let lastActivity = Date.now();
    const noteActivity = () => {
      lastActivity = Date.now();
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, noteActivity, { passive: true });
    const timer = window.setInterval(() => {
      if (Date.now() - lastActivity >= ON_DEMAND_IDLE_AFTER_MS) void goIdle({}).catch(() => undefined);
      else void heartbeat({}).catch(() => undefined);
    }, intervalMs);
    return () => {
      window.clearInterval(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, noteActivity);
    };
  }, [available, intervalMs, heartbeat, goIdle]);
}
