import type { ReactNode } from "react";

type ChoiceListProps<Option extends { _id: string }> = {
  /** The radios' shared name. */
  name: string;
  options: readonly Option[];
  chosenId: string | null;
  onChoose: (option: Option) => void;
  /** The id of the heading that names the group; none inside a fieldset, whose legend names it. */
  labelledBy?: string;
  renderLabel: (option: Option) => ReactNode;
  /** An id per radio, for code that moves focus to one. */
  radioId?: (option: Option) => string;
  /** The id of the message saying a choice is still missing: the group is marked invalid and described by it. */
  problemId?: string;
};

/** One of a few saved things (a pet, a card), chosen by a row each with its radio. */
export function ChoiceList<Option extends { _id: string }>({
  name,
  options,
  chosenId,
  onChoose,
  labelledBy,
  renderLabel,
  radioId,
  problemId,
}: ChoiceListProps<Option>) {
  return (
    <div
      className="choice-list"
      role={labelledBy === undefined ? undefined : "radiogroup"}
      aria-labelledby={labelledBy}
      aria-describedby={problemId}
      aria-invalid={problemId === undefined ? undefined : true}
      data-invalid={problemId === undefined ? undefined : true}
    >
      {options.map((option) => (
        <label key={option._id} className="choice">
          <input
            type="radio"
            name={name}
            id={radioId?.(option)}
            checked={chosenId === option._id}
            onChange={() => onChoose(option)}
          />
          <span>{renderLabel(option)}</span>
        </label>
      ))}
    </div>
  );
}
