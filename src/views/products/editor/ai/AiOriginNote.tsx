// Who made an AI result, said under it (issue 15): the model and provider, or the offline default's honest
// label. "Write with AI" and "New background" both show it.
import { aiOriginLabel, type AiOrigin } from '#schemas/ai';
import * as styles from './AiOriginNote.css.ts';

export function AiOriginNote({
  origin,
  made,
  id,
}: {
  origin: AiOrigin;
  made: 'text' | 'background';
  /** For an aria-describedby of what it is about. */
  id?: string;
}) {
  return (
    <p id={id} className={styles.note}>
      {aiOriginLabel(origin, made)}
    </p>
  );
}
