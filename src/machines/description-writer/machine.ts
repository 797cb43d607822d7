// "Write with AI" (issue 15): idle until the product form opens it. A contract stub: the full statechart
// replaces it, keeping the events of events.ts.
import { setup } from 'xstate';
import type { DescriptionWriterEvent } from './events.ts';

export const descriptionWriterMachine = setup({
  types: {} as { events: DescriptionWriterEvent },
}).createMachine({
  id: 'descriptionWriter',
  description: 'Drafts of a product description, written from what the seller tells about the product.',
  initial: 'idle',
  states: {
    idle: {
      description: 'The writer is closed.',
      on: { open: 'open' },
    },
    open: {
      description: 'The writer is open.',
      on: { close: 'idle' },
    },
  },
});

export type DescriptionWriterMachine = typeof descriptionWriterMachine;
