import type { ActorRefFrom } from 'xstate';
import type { CategoriesMachine } from '#machines/categories/machine.ts';

/** The running category tree the views read and send to. */
export type CategoriesActor = ActorRefFrom<CategoriesMachine>;
