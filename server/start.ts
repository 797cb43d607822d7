// `npm start`: serves only a production build of the current sources (building one into dist/ when the one
// there is missing, a development build or of other sources), then runs the server.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { buildBrowserApp, distDirectory, isCurrentProductionBuild } from './browser-build.ts';
import { main, type MainOptions } from './main.ts';

/** Builds the browser app when needed, then runs the server; resolves once it listens (or has failed). */
export async function start(env: NodeJS.ProcessEnv = process.env, options: MainOptions = {}): Promise<void> {
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
  await main(env, options);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await start();
}
