// The production build drops state descriptions from the statecharts, and nothing else.
import { parseAst, type Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { stripMachineDescriptions } from '../../scripts/strip-machine-descriptions.ts';

const transform = (code: string, id = '/repo/src/machines/demo/machine.ts') => {
  const plugin = stripMachineDescriptions() as Plugin & {
    transform: (this: { parse: typeof parseAst }, code: string, id: string) => { code: string } | null;
  };
  return plugin.transform.call({ parse: parseAst }, code, id);
};

const machineSource = `
import { setup } from 'xstate';
export const demo = setup({
  actions: { toast: (_, params) => params },
}).createMachine({
  id: 'demo',
  description: 'The root, for people.',
  initial: 'a',
  states: {
    a: {
      description: 'A state, for people.',
      entry: { type: 'toast', params: { title: 'Saved', description: 'A toast text, for the seller.' } },
      on: { GO: 'b' },
    },
    b: {
      initial: 'inner',
      states: { inner: { on: { BACK: '#demo.a' }, description: 'The last property of its state.' } },
      description: \`A template, for people.\`,
    },
    'quoted-key': { "description": 'Quoted.' },
  },
});
`;

describe('strip machine descriptions', () => {
  it("removes every state node's description, at any depth, and keeps every other description", () => {
    const result = transform(machineSource);
    expect(result).not.toBeNull();
    const code = result!.code;
    for (const people of ['The root', 'A state', 'The last property', 'A template', 'Quoted.'])
      expect(code).not.toContain(people);
    expect(code).toContain("description: 'A toast text, for the seller.'");
    // What is left still parses, with the states and transitions as they were.
    expect(() => parseAst(code)).not.toThrow();
    expect(code).toContain("on: { BACK: '#demo.a' }");
    expect(code).toContain("entry: { type: 'toast'");
  });

  it('leaves files outside src/machines, and machine files without a config, alone', () => {
    expect(transform(machineSource, '/repo/src/views/Demo.ts')).toBeNull();
    expect(transform("export const toast = { description: 'kept' };")).toBeNull();
  });
});
