// "New background" (issue 15): idle until the product form opens it on a picture. A contract stub: the full
// statechart (idle → confirmUnsaved → suggestingPrompt → editingPrompt → generating → preview → added)
// replaces it, keeping the events of events.ts.
import { setup } from 'xstate';
import type { BackgroundGenerationEvent } from './events.ts';

export const backgroundGenerationMachine = setup({
  types: {} as { events: BackgroundGenerationEvent },
}).createMachine({
  id: 'backgroundGeneration',
  description: "A new background for one of the product's pictures, made from a prompt.",
  initial: 'idle',
  states: {
    idle: {
      description: 'The tool is closed.',
      on: { open: 'editingPrompt' },
    },
    editingPrompt: {
      description: 'The seller describes the background.',
      on: { close: 'idle' },
    },
  },
});

export type BackgroundGenerationMachine = typeof backgroundGenerationMachine;
