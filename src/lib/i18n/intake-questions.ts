import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";

export type IntakeTopic = "duration" | "appetite";

/** The booking page's questions, one wording per topic, put to the owner in their language. */
const QUESTIONS: Record<IntakeTopic, MessageDescriptor> = {
  duration: msg`How long has this been going on?`,
  appetite: msg`Is your pet eating and drinking normally?`,
};

export function intakeQuestion(i18n: I18n, topic: IntakeTopic): string {
  return i18n._(QUESTIONS[topic]);
}

/** A stored answer's question for its owner: by its topic, else as they read it (answers from before topics). */
export function intakeQuestionOf(i18n: I18n, answer: { topic?: IntakeTopic; question: string }): string {
  return answer.topic === undefined ? answer.question : intakeQuestion(i18n, answer.topic);
}

/** The same questions as the vet reads them: about the owner's pet, not put to the owner ("your pet"). */
const QUESTIONS_FOR_VET: Record<IntakeTopic, MessageDescriptor> = {
  duration: msg`How long has this been going on?`,
  appetite: msg`Is the pet eating and drinking normally?`,
};

/** A stored answer's question for the vet: by its topic, else as the owner read it (answers from before topics). */
export function intakeQuestionForVet(i18n: I18n, answer: { topic?: IntakeTopic; question: string }): string {
  return answer.topic === undefined ? answer.question : i18n._(QUESTIONS_FOR_VET[answer.topic]);
}
