import { createActorContext } from "@xstate/react";
import { callMachine } from "../machines/call-machine";

/** The one call machine of a meeting, shared by its prepare, call, ended and left pages. */
export const CallActor = createActorContext(callMachine);
