import { i18n } from "@lingui/core";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ConvexError } from "convex/values";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { emptyWeeklyHours } from "@shared/schedule/default-hours";
import { renderInRouter } from "@/test/render-in-router";
import { WeeklyHoursEditor } from "./weekly-hours-editor";

const setWeeklyHours = vi.hoisted(() => vi.fn());
vi.mock("../api/use-schedule", () => ({ useScheduleMutations: () => ({ setWeeklyHours }) }));

async function renderEditor() {
  const saved = { ...emptyWeeklyHours(), monday: [{ start: "09:00", end: "12:00" }] };
  await renderInRouter(() => <WeeklyHoursEditor saved={saved} timeZone="Europe/Berlin" />);
  return within(await screen.findByRole("group", { name: "Monday" }));
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: "en", messages: {} });
});

afterEach(() => {
  cleanup();
  setWeeklyHours.mockReset();
});

describe("weekly hours editor", () => {
  test("points at an overlapping interval and saves nothing", async () => {
    const monday = await renderEditor();
    await userEvent.click(monday.getByRole("button", { name: "Add hours on Monday" }));
    const starts = monday.getAllByLabelText("From");
    fireEvent.change(starts[1]!, { target: { value: "11:00" } });
    await userEvent.click(screen.getByRole("button", { name: "Save weekly hours" }));

    expect(await monday.findByText("This interval overlaps another one on the same day.")).toBeVisible();
    expect(starts[1]).toHaveAttribute("aria-invalid", "true");
    expect(setWeeklyHours).not.toHaveBeenCalled();
  });

  test("fills in office hours and saves the whole week", async () => {
    setWeeklyHours.mockResolvedValue(null);
    await renderEditor();
    await userEvent.click(screen.getByRole("button", { name: "Fill in Monday to Friday, 09:00–17:00" }));
    await userEvent.click(screen.getByRole("button", { name: "Save weekly hours" }));

    const officeHours = [{ start: "09:00", end: "17:00" }];
    expect(setWeeklyHours).toHaveBeenCalledWith({
      weeklyHours: {
        monday: officeHours,
        tuesday: officeHours,
        wednesday: officeHours,
        thursday: officeHours,
        friday: officeHours,
        saturday: [],
        sunday: [],
      },
    });
  });

  test("shows the server's per-field code as a message beside the field", async () => {
    setWeeklyHours.mockRejectedValue(new ConvexError({ code: "INVALID_INPUT", fields: { "monday.0.end": "end_before_start" } }));
    const monday = await renderEditor();
    fireEvent.change(monday.getByLabelText("Until"), { target: { value: "11:00" } });
    await userEvent.click(screen.getByRole("button", { name: "Save weekly hours" }));

    expect(await monday.findByText("The end must be after the start.")).toBeVisible();
    expect(screen.getByRole("alert")).toHaveTextContent("Some values need fixing; see the highlighted fields.");
  });

  test("keeps the end of the day as 24:00 while showing midnight", async () => {
    setWeeklyHours.mockResolvedValue(null);
    const monday = await renderEditor();
    fireEvent.change(monday.getByLabelText("Until"), { target: { value: "00:00" } });
    await userEvent.click(screen.getByRole("button", { name: "Save weekly hours" }));
    expect(setWeeklyHours.mock.calls[0]?.[0].weeklyHours.monday).toEqual([{ start: "09:00", end: "24:00" }]);
  });

  test("adding hours on an empty day never repeats a range, and the button stops with a reason", async () => {
    await renderEditor();
    const sunday = within(screen.getByRole("group", { name: "Sunday" }));
    const add = sunday.getByRole("button", { name: "Add hours on Sunday" });
    for (let press = 0; press < 9 && !(add as HTMLButtonElement).disabled; press++) await userEvent.click(add);

    expect(add).toBeDisabled();
    const ranges = sunday
      .getAllByLabelText("From")
      .map((from, index) => `${(from as HTMLInputElement).value}-${(sunday.getAllByLabelText("Until")[index] as HTMLInputElement).value}`);
    expect(new Set(ranges).size).toBe(ranges.length);
    expect(ranges.at(-1)).toBe("23:00-00:00");
    expect(sunday.getByText("The day is covered until midnight; change a range to add another.")).toBeVisible();
  });
});

describe("weekly hours by keyboard", () => {
  test("Add hours puts focus in the new range's From; Remove moves it to the range taking its place, then to Add hours", async () => {
    const monday = await renderEditor();
    monday.getByRole("button", { name: "Add hours on Monday" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(monday.getAllByLabelText("From")[1]).toHaveFocus();

    monday.getByRole("button", { name: "Remove 09:00–12:00 on Monday" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(monday.getAllByLabelText("From")).toHaveLength(1);
    expect(monday.getAllByLabelText("From")[0]).toHaveFocus();
    monday.getAllByRole("button", { name: /^Remove / })[0]!.focus();
    await userEvent.keyboard("{Enter}");
    expect(monday.queryAllByLabelText("From")).toHaveLength(0);
    expect(monday.getByRole("button", { name: "Add hours on Monday" })).toHaveFocus();
  });
});
