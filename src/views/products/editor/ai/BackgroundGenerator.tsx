// "New background" (issue 15): the background tool's dialogs over its actor. A contract stub: B2 builds it;
// it renders nothing while the tool is idle.
import type { BackgroundGenerationMachine } from '#machines/background-generation/machine.ts';
import type { ActorRefFrom } from 'xstate';

export function BackgroundGenerator(_props: { actor: ActorRefFrom<BackgroundGenerationMachine> }) {
  return null;
}
