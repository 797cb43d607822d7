// After each model-test file, leave what the production machines did for the coverage gate.
import { afterAll } from 'vitest';
import { saveRecording } from './model-coverage.ts';

// Vitest reads the first parameter's destructuring to decide which fixtures to build: none here.
// eslint-disable-next-line no-empty-pattern
afterAll(({}, suite) => {
  const file = 'filepath' in suite ? suite.filepath : suite.file.filepath;
  if (file.includes('/tests/models/')) saveRecording(file);
});
