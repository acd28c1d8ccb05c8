/** What a step still needs, shown above the group it concerns (which names it in aria-describedby). */
export function StepProblem({ id, problem }: { id: string; problem: string | null }) {
  return problem === null ? null : (
    <p id={id} className="field__error">
      {problem}
    </p>
  );
}
