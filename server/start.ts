// `npm start`: serves only a production build of the current sources (building one into dist/ when the one
// there is missing, a development build or of other sources), then runs the server.
import { existsSync } from 'node:fs';
import { buildBrowserApp, distDirectory, isCurrentProductionBuild } from './browser-build.ts';
import { main } from './main.ts';

if (!(await isCurrentProductionBuild())) {
  process.stdout.write(
    existsSync(distDirectory())
      ? 'The browser app is not a production build of the current sources; rebuilding ...\n'
      : 'Building the browser app ...\n',
  );
  try {
    await buildBrowserApp();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
}
await main();
