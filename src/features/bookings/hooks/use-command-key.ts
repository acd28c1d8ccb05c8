import { useCallback, useState } from "react";

/**
 * One idempotency key per user intent: a double click or a retried request reuses it, so the server
 * runs the command once. Renew it after success, for the next intent.
 */
export function useCommandKey(): { commandKey: string; renew: () => void } {
  const [commandKey, setCommandKey] = useState(() => crypto.randomUUID());
  const renew = useCallback(() => setCommandKey(crypto.randomUUID()), []);
  return { commandKey, renew };
}
