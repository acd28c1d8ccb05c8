export function Spinner({ label }: { label?: string }) {
  return label ? (
    <span role="status" className="spinner-with-label">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  ) : (
    <span className="spinner" aria-hidden="true" />
  );
}
