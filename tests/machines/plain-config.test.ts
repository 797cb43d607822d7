// Every machine under src/machines pastes into the Stately visualizer as it is: its config is plain data
// (effects, guards and actors named by string or `{ type, params }` with plain params; their code lives in
// `setup`) and every state node says what it means in a `description`.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { StateMachine, type AnyStateMachine } from 'xstate';

const machinesFolder = path.resolve(import.meta.dirname, '../../src/machines');

/** Every machine a module under src/machines exports, found by looking, so a new one is never missed. */
async function exportedMachines(): Promise<Array<{ name: string; machine: AnyStateMachine }>> {
  const files = fs
    .readdirSync(machinesFolder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .sort();
  const found = new Map<AnyStateMachine, string>();
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(machinesFolder, file)).href)) as Record<
      string,
      unknown
    >;
    for (const [name, value] of Object.entries(module)) {
      if (value instanceof StateMachine && !found.has(value)) found.set(value, `${file} ${name}`);
    }
  }
  return [...found].map(([machine, name]) => ({ name, machine }));
}

const isPlainObject = (value: object): boolean => {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** Where `value` holds something other than plain data (strings, numbers, booleans, null, arrays, objects). */
function impurities(value: unknown, where: string): string[] {
  if (typeof value === 'function') return [`${where} is a function`];
  if (value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap((item, index) => impurities(item, `${where}[${index}]`));
  if (!isPlainObject(value)) return [`${where} is a ${value.constructor.name}, not plain data`];
  return Object.entries(value).flatMap(([key, item]) => impurities(item, `${where}.${key}`));
}

type StateConfig = Record<string, unknown> & { states?: Record<string, StateConfig> };

/**
 * Three places may hold a function, because XState has no data-only way to say them: the root's
 * `context` when the initial context derives from the actor's input, the root's `output` when what a
 * finished machine answers its parent derives from its context, and an `invoke`'s `input` when the
 * invoked actor's input derives from the context or the event that started it. All only map data.
 */
function configProblems(state: StateConfig, where: string, isRoot: boolean): string[] {
  const problems: string[] = [];
  if (typeof state.description !== 'string' || state.description.trim() === '')
    problems.push(`${where} has no description`);
  for (const [key, value] of Object.entries(state)) {
    if (key === 'states') continue;
    if ((key === 'context' || key === 'output') && isRoot && typeof value === 'function') continue;
    if (key === 'invoke') {
      const invocations = (Array.isArray(value) ? value : [value]) as Array<Record<string, unknown>>;
      invocations.forEach((invocation, index) => {
        const { input, ...rest } = invocation;
        const at = `${where}.invoke[${index}]`;
        if (typeof rest.src !== 'string') problems.push(`${at}.src is not the name of an actor in setup`);
        if (typeof input !== 'function') problems.push(...impurities(input, `${at}.input`));
        problems.push(...impurities(rest, at));
      });
      continue;
    }
    problems.push(...impurities(value, `${where}.${key}`));
  }
  for (const [name, child] of Object.entries(state.states ?? {}))
    problems.push(...configProblems(child, `${where}.${name}`, false));
  return problems;
}

const machines = await exportedMachines();

describe('machines paste into the visualizer: plain config, every state described', () => {
  it('finds the machines', () => {
    expect(machines.map(({ machine }) => machine.id)).toEqual(
      expect.arrayContaining(['session', 'verifyEmail', 'toast', 'toastQueue', 'changePassword']),
    );
  });

  it.each(machines.map(({ name, machine }) => [machine.id, name, machine] as const))(
    '%s (%s)',
    (id, _name, machine) => {
      expect(configProblems(machine.config as StateConfig, id, true)).toEqual([]);
    },
  );

  it('reports what it forbids', () => {
    const config: StateConfig = {
      context: () => ({}),
      initial: 'a',
      states: {
        a: {
          description: 'A state with a function where a name belongs.',
          entry: [() => undefined],
          invoke: { src: 'load', input: () => ({}), onDone: { actions: { type: 'x', params: () => 1 } } },
          states: { b: {} },
        },
      },
    };
    expect(configProblems(config, 'm', true)).toEqual([
      'm has no description',
      'm.a.entry[0] is a function',
      'm.a.invoke[0].onDone.actions.params is a function',
      'm.a.b has no description',
    ]);
  });
});
