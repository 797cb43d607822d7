// The recorder behind the model-coverage gate names states and transitions as the machine graph does.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { machineGraph, modelInspect, saveRecording, type Recording } from '../helpers/model-coverage.ts';

const door = setup({
  types: { events: {} as { type: 'open' } | { type: 'close' } | { type: 'lock' } },
}).createMachine({
  id: 'door',
  initial: 'fitting',
  states: {
    // Left at once, before the first snapshot anyone sees.
    fitting: { always: 'closed' },
    closed: { on: { open: 'opening', lock: 'locked' } },
    opening: { always: 'unlatched' },
    unlatched: { always: 'open' },
    open: { on: { close: 'closed' } },
    locked: {},
  },
});

describe('model coverage recorder', () => {
  it('lists every state and every event-driven transition, eventless ones aside', () => {
    expect(machineGraph(door)).toEqual({
      id: 'door',
      states: [
        'door',
        'door.fitting',
        'door.closed',
        'door.opening',
        'door.unlatched',
        'door.open',
        'door.locked',
      ],
      transitions: ['door.closed on open #1', 'door.closed on lock #1', 'door.open on close #1'],
    });
  });

  it('records the states entered and the transitions taken, transient states included', () => {
    const actor = createActor(door, { inspect: modelInspect }).start();
    actor.send({ type: 'open' });
    actor.send({ type: 'close' });
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'model-coverage-'));
    saveRecording('tests/models/door.test.tsx', folder);
    const [file] = fs.readdirSync(folder);
    const recording = JSON.parse(fs.readFileSync(path.join(folder, file!), 'utf8')) as Recording;
    fs.rmSync(folder, { recursive: true });
    expect(recording.door!.states.sort()).toEqual([
      'door',
      'door.closed',
      'door.fitting',
      'door.open',
      'door.opening',
      'door.unlatched',
    ]);
    expect(recording.door!.transitions.sort()).toEqual(['door.closed on open #1', 'door.open on close #1']);
  });
});
