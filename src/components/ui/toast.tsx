import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

type Toast = { id: number; message: ReactNode; tone: "info" | "error" };
type ShowToast = (message: ReactNode, tone?: Toast["tone"]) => void;

const ToastContext = createContext<ShowToast>(() => {});
const ClearToastsContext = createContext<() => void>(() => {});
const toastDurationMs = 6000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const show = useCallback<ShowToast>((message, tone = "info") => {
    const id = Date.now() + Math.random();
    setToasts((current) => [...current, { id, message, tone }]);
    setTimeout(() => setToasts((current) => current.filter((toast) => toast.id !== id)), toastDurationMs);
  }, []);
  const value = useMemo(() => show, [show]);
  const clear = useCallback(() => setToasts([]), []);
  return (
    <ToastContext.Provider value={value}>
      <ClearToastsContext.Provider value={clear}>{children}</ClearToastsContext.Provider>
      <div className="toast-region" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={`toast toast--${toast.tone}`}>
            {toast.message}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  return useContext(ToastContext);
}

/** Takes down toasts still on screen, so an earlier "saved" never stands beside a new refusal. */
export function useClearToasts(): () => void {
  return useContext(ClearToastsContext);
}
