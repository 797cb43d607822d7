// A production-build plugin: drops the `description` of every state node from the statecharts under
// src/machines. The descriptions are for people (the Stately visualizer, tests/machines/plain-config.test.ts
// requires one on every state) and nothing at run time reads them; in the bundle they were over a kilobyte
// of /login's 150 KB budget. Only state nodes lose theirs: the config passed to `createMachine` and each value
// of a `states` object. Anything else named `description` (a toast's text in an action's params) stays.
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

type Node = { type: string; start: number; end: number } & Record<string, unknown>;
type Property = Node & { key: Node & { name?: string; value?: unknown }; value: Node };

const keyName = (property: Property): string | undefined =>
  property.key.type === 'Identifier'
    ? property.key.name
    : typeof property.key.value === 'string'
      ? property.key.value
      : undefined;

const properties = (object: Node): Property[] =>
  ((object.properties as Node[] | undefined) ?? []).filter(
    (item): item is Property => item.type === 'Property',
  );

/** The ranges of `description: …` of this state node and of every state below it. */
function stateDescriptions(stateNode: Node, ranges: Array<[number, number]>): void {
  if (stateNode.type !== 'ObjectExpression') return;
  for (const property of properties(stateNode)) {
    const name = keyName(property);
    if (name === 'description') ranges.push([property.start, property.end]);
    if (name === 'states' && property.value.type === 'ObjectExpression')
      for (const child of properties(property.value)) stateDescriptions(child.value, ranges);
  }
}

const isCreateMachine = (node: Node): boolean => {
  if (node.type !== 'CallExpression') return false;
  const callee = node.callee as Node & { property?: Node & { name?: string }; name?: string };
  return (
    (callee.type === 'MemberExpression' && callee.property?.name === 'createMachine') ||
    (callee.type === 'Identifier' && callee.name === 'createMachine')
  );
};

/** Every node of the program, depth first (the configs sit inside exports and calls). */
function* walk(node: unknown): Generator<Node> {
  if (Array.isArray(node)) for (const item of node) yield* walk(item);
  else if (node && typeof node === 'object' && typeof (node as Node).type === 'string') {
    yield node as Node;
    for (const [key, value] of Object.entries(node)) if (key !== 'type') yield* walk(value);
  }
}

export function stripMachineDescriptions(): Plugin {
  return {
    name: 'suki:strip-machine-descriptions',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/[\\/]src[\\/]machines[\\/].*\.ts$/.test(id) || !code.includes('createMachine')) return null;
      const ranges: Array<[number, number]> = [];
      for (const node of walk(this.parse(code)))
        if (isCreateMachine(node)) stateDescriptions((node.arguments as Node[])[0]!, ranges);
      if (ranges.length === 0) return null;
      const output = new MagicString(code);
      for (const [start, end] of ranges) {
        // The property and the comma after it (every property in a config literal is followed by one or
        // is the last: then the comma before it goes, so the object stays well-formed either way).
        const after = code.slice(end).match(/^\s*,/);
        if (after) output.remove(start, end + after[0].length);
        else {
          const before = code.slice(0, start).match(/,\s*$/);
          output.remove(before ? start - before[0].length : start, end);
        }
      }
      return { code: output.toString(), map: output.generateMap({ hires: true, source: id }) };
    },
  };
}
