import { describe, expect, it } from "vitest";
import { successOutcome, valueText, withLogLines } from "../../src/engine/success-outcome.js";

describe("a success whose value is parsed when read", () => {
  const json = '[{"_id":"abc","startMinute":480,"petName":"Milo \\u00e9"},null,-0.5]';

  it("sends the function's JSON text as it came, and reads as the parsed value", () => {
    const outcome = successOutcome({ json }, ["[LOG] hi"]);
    expect(valueText(outcome as Extract<typeof outcome, { status: "success" }>)).toBe(json);
    expect(outcome).toMatchObject({ status: "success", logLines: ["[LOG] hi"], value: JSON.parse(json) as unknown });
  });

  it("survives a copy with other console lines, which keeps both the text and the value", () => {
    const outcome = successOutcome({ json }, []);
    const copy = { ...outcome, logLines: ["[LOG] later"] };
    expect(copy).toMatchObject({ value: JSON.parse(json) as unknown, valueJson: json, logLines: ["[LOG] later"] });
    expect(outcome.status === "success" && outcome.value).toEqual(JSON.parse(json));
  });

  it("takes a value already parsed (checked by a returns validator) as it is", () => {
    const value = { checked: true };
    const outcome = successOutcome({ json: '{"checked":true}', value }, []);
    expect(outcome.status === "success" && outcome.value).toBe(value);
  });

  it("serves a cached result again with other console lines without parsing it, and with the same value", () => {
    const outcome = successOutcome({ json }, ["[LOG] first"]);
    const again = withLogLines(outcome, []);
    expect(Object.getOwnPropertyDescriptor(outcome, "value")?.get).toBeDefined();
    expect(again).toMatchObject({ status: "success", valueJson: json, logLines: [], value: JSON.parse(json) as unknown });
  });
});
