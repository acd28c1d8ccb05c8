import type { ButtonHTMLAttributes, ReactNode } from "react";
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
  /** Shows a spinner and blocks repeated clicks while an action is under way. */
  pending?: boolean;
  children: ReactNode;
};

export function Button({ variant, size, pending = false, disabled, children, type = "button", ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={[buttonClassName(variant, size), rest.className].filter(Boolean).join(" ")}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
    >
      {pending ? <Spinner /> : null}
      {children}
    </button>
  );
}
