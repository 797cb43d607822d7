// What the model-based tests of the session family share: paths that take every transition of a behaviour
// model, a server whose answers the model gives one by one, and the real actors the app started.
import { act } from '@testing-library/react';
import type { TestModel, TestPath } from '@xstate/graph';
import { expect } from 'vitest';
import type { AnyActorRef, EventObject, InspectionEvent, Snapshot } from 'xstate';
import { modelInspect } from '../helpers/model-coverage.ts';

/**
 * Edge coverage: the shortest way to every state of the model, then each event the model allows there.
 * Shortest paths alone reach every state but skip any transition between two states already reached.
 * A path contained in a longer one is dropped.
 */
export function transitionPaths<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject>(
  model: TestModel<TSnapshot, TEvent, unknown>,
  eventsAt: (snapshot: TSnapshot) => TEvent[],
): Array<TestPath<TSnapshot, TEvent>> {
  const sequences = model.getShortestPaths({ allowDuplicatePaths: true }).flatMap((path) => {
    // The first step is the model's own start (xstate.init).
    const before = path.steps.slice(1).map((step) => step.event);
    const next = eventsAt(path.state);
    return next.length > 0 ? next.map((event) => [...before, event]) : [before];
  });
  const keys = sequences.map((events) => events.map((event) => JSON.stringify(event)).join(' → '));
  const kept = sequences.filter(
    (_, index) =>
      keys.indexOf(keys[index]!) === index && !keys.some((other) => other.startsWith(`${keys[index]} → `)),
  );
  return kept.map((events) => model.getPathsFromEvents(events)[0]!);
}

type Settle = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

/**
 * Service calls that wait for the model to answer them: `call` is what a test service returns, and a
 * model event answers the oldest waiting call of that name (inside `act`, so React has rendered after).
 */
export function waitingServer() {
  const waiting = new Map<string, Settle[]>();
  const sent: Array<{ name: string; input: unknown }> = [];
  const call = <T>(name: string, input?: unknown) =>
    new Promise<T>((resolve, reject) => {
      sent.push({ name, input });
      waiting.set(name, [...(waiting.get(name) ?? []), { resolve: resolve as Settle['resolve'], reject }]);
    });
  const next = (name: string) => {
    const [first, ...rest] = waiting.get(name) ?? [];
    expect(first, `a waiting '${name}' call`).toBeDefined();
    waiting.set(name, rest);
    return first!;
  };
  return {
    call,
    /** What the calls of `name` were given, oldest first. */
    sent: (name: string) => sent.filter((call) => call.name === name).map((call) => call.input),
    /** How many calls of `name` wait for an answer. */
    count: (name: string) => waiting.get(name)?.length ?? 0,
    resolve: (name: string, value?: unknown) => act(async () => next(name).resolve(value)),
    reject: (name: string, error: unknown) => act(async () => next(name).reject(error)),
  };
}

/**
 * An inspector that records coverage (modelInspect) and keeps every actor the app starts, so a test can
 * check the real machine behind what the screen shows.
 */
export function watchActors() {
  const started: AnyActorRef[] = [];
  const inspect = (event: InspectionEvent) => {
    modelInspect(event);
    if (event.type === '@xstate.actor') started.push(event.actorRef as AnyActorRef);
  };
  /** The newest actor of the machine with this id (a screen that mounts again starts a new one). */
  const latest = (machineId: string): AnyActorRef => {
    const actor = started.findLast((candidate) => machineIdOf(candidate) === machineId);
    expect(actor, `an actor of machine '${machineId}'`).toBeDefined();
    return actor!;
  };
  return { inspect, latest };
}

const machineIdOf = (actor: AnyActorRef): string | undefined =>
  (actor as { logic?: { id?: string } }).logic?.id;
