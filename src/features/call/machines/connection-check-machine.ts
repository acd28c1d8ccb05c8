import { assign, fromPromise, setup } from "xstate";
import { gatherIceCandidates, probeSignaling } from "../actors/connection-probes";
import { judgeIceServers, type IceCheck, type IceGathering, type SignalingCheck } from "../utils/connection-check";
import type { PeerClientConfig } from "../utils/peer-config";

export interface ConnectionCheckInput {
  peerConfig: PeerClientConfig;
}

export interface ConnectionCheckContext {
  peerConfig: PeerClientConfig;
  signaling: SignalingCheck;
  ice: IceCheck;
}

const noGathering: IceGathering = { candidateTypes: [], errorUrls: [], complete: true };

/**
 * The prepare page's check of what a call needs from the network: the signaling server answers, and the configured
 * STUN/TURN servers answer. Both run at once; "user.recheck" runs them again (after changing network, say).
 */
export const connectionCheckMachine = setup({
  types: {
    input: {} as ConnectionCheckInput,
    context: {} as ConnectionCheckContext,
    events: {} as { type: "user.recheck" },
  },
  actors: {
    probeSignaling: fromPromise<boolean, PeerClientConfig>(({ input, signal }) => probeSignaling(input, signal)),
    gatherIceCandidates: fromPromise<IceGathering, RTCIceServer[]>(({ input, signal }) =>
      input.length === 0 ? Promise.resolve(noGathering) : gatherIceCandidates(input, signal),
    ),
  },
  guards: {
    everythingAnswered: ({ context }) => context.signaling !== "checking" && context.ice !== "checking",
  },
}).createMachine({
  id: "connectionCheck",
  context: ({ input }) => ({ peerConfig: input.peerConfig, signaling: "checking", ice: "checking" }),
  initial: "checking",
  states: {
    checking: {
      entry: assign({ signaling: "checking", ice: "checking" }),
      always: { guard: "everythingAnswered", target: "checked" },
      invoke: [
        {
          src: "probeSignaling",
          input: ({ context }) => context.peerConfig,
          onDone: { actions: assign({ signaling: ({ event }) => (event.output ? "reachable" : "unreachable") }) },
          onError: { actions: assign({ signaling: "unreachable" }) },
        },
        {
          src: "gatherIceCandidates",
          input: ({ context }) => context.peerConfig.iceServers,
          onDone: { actions: assign({ ice: ({ context, event }) => judgeIceServers(context.peerConfig.iceServers, event.output) }) },
          onError: {
            actions: assign({
              ice: ({ context }) => judgeIceServers(context.peerConfig.iceServers, { ...noGathering, complete: false }),
            }),
          },
        },
      ],
    },
    checked: {
      on: { "user.recheck": "checking" },
    },
  },
});
