// What views read from a variant generator actor.
import type { SnapshotFrom } from 'xstate';
import { optionsKey } from './context.ts';
import type { VariantGeneratorMachine } from './machine.ts';

type GeneratorSnapshot = SnapshotFrom<VariantGeneratorMachine>;

/**
 * A row can be saved or deleted on its own: the product exists and its options are the ones the server holds
 * (the variant routes take only combinations of those). Otherwise rows go with the product's Save.
 */
export const selectRowsSaveAlone = (snapshot: GeneratorSnapshot) =>
  snapshot.context.productId !== null &&
  optionsKey(snapshot.context.options) === snapshot.context.savedOptions;
