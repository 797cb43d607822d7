// Before the views project runs, forget the previous run's recordings: the gate reads only this run's.
import fs from 'node:fs';
import { recordingsFolder } from './model-coverage.ts';

export default function clearRecordings() {
  fs.rmSync(recordingsFolder, { recursive: true, force: true });
}
