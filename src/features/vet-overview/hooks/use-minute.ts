import { useEffect, useState } from "react";
import { MINUTE_MS } from "@shared/time";


/** The current minute, ticking: re-renders (and re-subscribes queries keyed on it) once a minute. */
export function useMinute(): number {
  const [minute, setMinute] = useState(() => Math.floor(Date.now() / MINUTE_MS));
  useEffect(() => {
    const timer = setInterval(() => setMinute(Math.floor(Date.now() / MINUTE_MS)), 5_000);
    return () => clearInterval(timer);
  }, []);
  return minute;
}
