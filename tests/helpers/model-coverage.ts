// What the production machines do while model-based tests drive them: the states they enter and the
// event-driven transitions they take, recorded through XState's inspection API for the coverage gate
// (scripts/model-coverage.ts, docs/decisions/010-model-coverage-gate.md).
import fs from 'node:fs';
import path from 'node:path';
import type { AnyStateMachine, AnyTransitionDefinition, InspectionEvent } from 'xstate';

/** Where each model-test file leaves its recording; the views project clears it before a run. */
export const recordingsFolder = path.resolve(import.meta.dirname, '../../.tmp/model-coverage');

type AnyStateNode = AnyStateMachine['root'];

export type MachineGraph = {
  id: string;
  /** Every state node's id, the root included. */
  states: string[];
  /** Every transition an event can take (`on`, `after`, `onDone`, `onError`); eventless `always` ones aside. */
  transitions: string[];
};

export type Recording = Record<string, { states: string[]; transitions: string[] }>;

const stateNodes = (node: AnyStateNode): AnyStateNode[] => [
  node,
  ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(stateNodes),
];

/** One name per transition: its source state, its event and its place among that event's candidates. */
const transitionKey = (transition: AnyTransitionDefinition): string => {
  const candidates = transition.source.transitions.get(transition.eventType) ?? [];
  return `${transition.source.id} on ${transition.eventType} #${candidates.indexOf(transition) + 1}`;
};

/** The states and event-driven transitions a machine has, named as the recorder names them. */
export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const nodes = stateNodes(machine.root);
  return {
    id: machine.id,
    states: nodes.map((node) => node.id),
    transitions: nodes.flatMap((node) =>
      [...(node.transitions as Map<string, AnyTransitionDefinition[]>).values()].flat().map(transitionKey),
    ),
  };
}

const isMachine = (logic: unknown): logic is AnyStateMachine =>
  typeof logic === 'object' && logic !== null && 'root' in logic && 'getStateNodeById' in logic;

const recording = new Map<string, { states: Set<string>; transitions: Set<string> }>();

const entry = (machineId: string) => {
  let taken = recording.get(machineId);
  if (!taken) recording.set(machineId, (taken = { states: new Set(), transitions: new Set() }));
  return taken;
};

/** State node path → the state value `matches` understands (['a', 'b', 'c'] → { a: { b: 'c' } }). */
const valueOf = (statePath: string[]): unknown =>
  statePath.reduceRight<unknown>((inner, key) => (inner === undefined ? key : { [key]: inner }), undefined);

function recordStates(machine: AnyStateMachine, snapshot: { matches: (value: never) => boolean }) {
  const taken = entry(machine.id);
  for (const node of stateNodes(machine.root)) {
    if (node.path.length === 0 || snapshot.matches(valueOf(node.path) as never)) taken.states.add(node.id);
  }
}

/**
 * The inspection observer model tests hand to `createAppLogic`, `renderApp`, `useFlow` or `createActor`:
 * it records every machine actor of the system, invoked and spawned children included.
 */
export const modelInspect = (event: InspectionEvent): void => {
  const logic = (event.actorRef as { logic?: unknown }).logic;
  if (!isMachine(logic)) return;
  if (event.type === '@xstate.microstep') {
    const taken = entry(logic.id);
    for (const transition of event._transitions) {
      // A state left at once by an `always` transition shows in no snapshot: its transition names it.
      taken.states.add(transition.source.id);
      // Eventless (`always`) transitions follow from the state entered; they are not counted.
      if (transition.eventType !== '') taken.transitions.add(transitionKey(transition));
    }
    recordStates(logic, event.snapshot as never);
  } else if (event.type === '@xstate.snapshot') {
    recordStates(logic, event.snapshot as never);
  }
};

/** Writes this test file's recording (called after each model-test file by the views project's setup). */
export function saveRecording(testFile: string, folder = recordingsFolder): void {
  if (recording.size === 0) return;
  const data: Recording = Object.fromEntries(
    [...recording].map(([id, taken]) => [
      id,
      { states: [...taken.states], transitions: [...taken.transitions] },
    ]),
  );
  fs.mkdirSync(folder, { recursive: true });
  const name = path.relative(path.resolve(import.meta.dirname, '../..'), testFile).replace(/[/\\]/g, '__');
  fs.writeFileSync(path.join(folder, `${name}.json`), JSON.stringify(data));
  recording.clear();
}
