// The model-coverage gate: for every production machine under src/machines, the states and event-driven
// transitions the model-based tests (tests/models) made it take, against the threshold kept in
// model-coverage.config.json. Run after `vitest run` (npm test does); exits 1 below the threshold.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import {
  machineGraph,
  recordingsFolder,
  type MachineGraph,
  type Recording,
} from '../tests/helpers/model-coverage.ts';

const root = path.resolve(import.meta.dirname, '..');

type Threshold = { states: number; transitions: number };
const threshold = JSON.parse(
  fs.readFileSync(path.join(root, 'model-coverage.config.json'), 'utf8'),
) as Threshold;

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'getStateNodeById' in value;

/** Every machine exported by a module under src/machines, found by looking, so a new one is never missed. */
async function productionMachines(): Promise<MachineGraph[]> {
  const files = fs
    .readdirSync(path.join(root, 'src/machines'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .sort();
  const graphs = new Map<string, { graph: MachineGraph; where: string }>();
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(root, 'src/machines', file)).href)) as Record<
      string,
      unknown
    >;
    for (const [name, value] of Object.entries(module)) {
      if (!isMachine(value)) continue;
      const graph = machineGraph(value);
      const where = `src/machines/${file} (${name})`;
      const seen = graphs.get(graph.id);
      if (seen && JSON.stringify(seen.graph) !== JSON.stringify(graph)) {
        throw new Error(`Two different machines share the id '${graph.id}': ${seen.where} and ${where}`);
      }
      graphs.set(graph.id, seen ?? { graph, where });
    }
  }
  return [...graphs.values()].map(({ graph }) => graph);
}

function recorded(): Map<string, { states: Set<string>; transitions: Set<string> }> {
  const union = new Map<string, { states: Set<string>; transitions: Set<string> }>();
  const files = fs.existsSync(recordingsFolder) ? fs.readdirSync(recordingsFolder) : [];
  for (const file of files.filter((name) => name.endsWith('.json'))) {
    const recording = JSON.parse(fs.readFileSync(path.join(recordingsFolder, file), 'utf8')) as Recording;
    for (const [id, taken] of Object.entries(recording)) {
      const into = union.get(id) ?? { states: new Set<string>(), transitions: new Set<string>() };
      taken.states.forEach((state) => into.states.add(state));
      taken.transitions.forEach((transition) => into.transitions.add(transition));
      union.set(id, into);
    }
  }
  return union;
}

const machines = await productionMachines();
const taken = recorded();
const failures: string[] = [];

for (const machine of machines.sort((a, b) => a.id.localeCompare(b.id))) {
  const seen = taken.get(machine.id);
  const statesTaken = machine.states.filter((state) => seen?.states.has(state));
  const transitionsTaken = machine.transitions.filter((transition) => seen?.transitions.has(transition));
  console.log(
    `model coverage ${machine.id}: states ${statesTaken.length}/${machine.states.length}, ` +
      `transitions ${transitionsTaken.length}/${machine.transitions.length}`,
  );
  const stateShare = statesTaken.length / Math.max(machine.states.length, 1);
  const transitionShare = transitionsTaken.length / Math.max(machine.transitions.length, 1);
  if (stateShare < threshold.states || transitionShare < threshold.transitions) {
    const missing = [
      ...machine.states.filter((state) => !seen?.states.has(state)).map((state) => `state ${state}`),
      ...machine.transitions.filter((transition) => !seen?.transitions.has(transition)),
    ];
    failures.push(`${machine.id}, never taken by a model test:\n    ${missing.join('\n    ')}`);
  }
}

if (failures.length > 0) {
  console.error(
    `\nModel coverage below the threshold (states ${threshold.states * 100} %, transitions ` +
      `${threshold.transitions * 100} %, model-coverage.config.json) for:\n  ${failures.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(`model coverage: ${machines.length} machines at or above the threshold`);
