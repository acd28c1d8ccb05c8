import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type FormEvent } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button } from "./button";

afterEach(cleanup);

/** A form whose save never settles, as on a slow line. */
function SlowForm({ onSubmit }: { onSubmit: () => void }) {
  const [pending, setPending] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
    setPending(true);
  };
  return (
    <form onSubmit={submit}>
      <input aria-label="Name" />
      <Button type="submit" pending={pending}>
        Save
      </Button>
    </form>
  );
}

describe("Button while its action is pending", () => {
  it("keeps the keyboard focus on the pressed button", async () => {
    render(<SlowForm onSubmit={() => undefined} />);
    const save = screen.getByRole("button", { name: "Save" });
    save.focus();
    await userEvent.keyboard("{Enter}");
    expect(save).toHaveAttribute("aria-busy", "true");
    // A disabled button loses the focus in a browser: pending stays focusable.
    expect(save).not.toBeDisabled();
    expect(save).toHaveFocus();
  });

  it("submits its form once, however often it is pressed or Enter is hit", async () => {
    const onSubmit = vi.fn();
    render(<SlowForm onSubmit={onSubmit} />);
    const save = screen.getByRole("button", { name: "Save" });
    await userEvent.click(save);
    await userEvent.click(save);
    await userEvent.type(screen.getByRole("textbox", { name: "Name" }), "Vera{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(save).toHaveAttribute("aria-disabled", "true");
  });
});
