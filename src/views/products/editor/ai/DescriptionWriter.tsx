// "Write with AI" (issue 15): the writer's dialog over its actor. A contract stub: B1 builds it; it renders
// nothing while the writer is idle.
import type { DescriptionWriterMachine } from '#machines/description-writer/machine.ts';
import type { ActorRefFrom } from 'xstate';

export function DescriptionWriter(_props: { actor: ActorRefFrom<DescriptionWriterMachine> }) {
  return null;
}
