import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from "react";
import { Spinner } from "./spinner";

export type ButtonVariant = "primary" | "secondary" | "danger" | "ghost";

export function buttonClassName(variant: ButtonVariant = "secondary", size: "normal" | "small" = "normal"): string {
  return ["button", variant === "secondary" ? "" : `button--${variant}`, size === "small" ? "button--small" : ""]
    .filter(Boolean)
    .join(" ");
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: "normal" | "small";
  /**
   * Shows a spinner and blocks repeated clicks while an action is under way. The button keeps focus meanwhile
   * (a disabled button would drop it to the page's top), so a keyboard user is still beside the outcome.
   */
  pending?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLButtonElement>;
};

export function Button({ variant, size, pending = false, disabled, children, type = "button", onClick, ...rest }: ButtonProps) {
  const ignoreWhilePending = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending) {
      // Also keeps a submit button from submitting its form again.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={[buttonClassName(variant, size), rest.className].filter(Boolean).join(" ")}
      disabled={disabled}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      onClick={ignoreWhilePending}
    >
      {pending ? <Spinner /> : null}
      {children}
    </button>
  );
}
