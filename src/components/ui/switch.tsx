type SwitchProps = {
  checked: boolean;
  /** The id of the heading or text that names the switch. */
  labelledBy: string;
  describedBy?: string;
  /** The pointer's tooltip: what pressing it does. */
  title: string;
  /**
   * The change is under way: presses are ignored, and the switch keeps focus (a disabled one would drop it to the
   * page's top), so Space again, once it is done, undoes it.
   */
  pending: boolean;
  disabled?: boolean;
  onToggle: () => void;
};

/** An on/off switch whose change takes a round trip to the server. */
export function Switch({ checked, labelledBy, describedBy, title, pending, disabled, onToggle }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-busy={pending || undefined}
      aria-disabled={pending || undefined}
      disabled={disabled}
      className="switch"
      title={title}
      onClick={() => {
        if (!pending) onToggle();
      }}
    >
      <span className="switch__thumb" aria-hidden="true" />
    </button>
  );
}
