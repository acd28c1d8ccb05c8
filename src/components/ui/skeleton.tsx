export function Skeleton({ width = "100%", height = "1rem" }: { width?: string; height?: string }) {
  return <span className="skeleton" style={{ width, height }} aria-hidden="true" />;
}

/** A block of placeholder lines with one accessible "loading" announcement. */
export function SkeletonBlock({ lines = 3, label }: { lines?: number; label: string }) {
  return (
    <div role="status" aria-live="polite" className="page-stack">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} width={index === lines - 1 ? "60%" : "100%"} height="1.25rem" />
      ))}
    </div>
  );
}
