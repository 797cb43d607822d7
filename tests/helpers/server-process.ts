// Runs the real server (server/main.ts through tsx) as a child process, the way `npm start` does.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

export type ServerProcess = {
  child: ChildProcess;
  pid: number;
  /** http://127.0.0.1:<port>, from the line the server prints once it listens. */
  url: string;
  /** Everything it printed so far, stdout and stderr interleaved. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has exited. */
  exited: Promise<number | NodeJS.Signals>;
};

export type SpawnedServer = Pick<ServerProcess, 'child' | 'output' | 'exited'>;

const bannerPattern = /Suki Merchant is running at (http:\/\/\S+)/;

/** Starts a server process with these variables on top of ours (undefined removes one); PORT defaults to 0. */
export function spawnServer(
  env: Record<string, string | undefined>,
  { cwd = repositoryRoot }: { cwd?: string } = {},
): SpawnedServer {
  const merged: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  // Variables of the test runner's own environment must not leak into the server under test.
  for (const name of [
    'DATABASE_URL',
    'SMTP_URL',
    'PUBLIC_URL',
    'ADMIN_EMAIL',
    'ADMIN_PASSWORD',
    'NODE_OPTIONS',
  ]) {
    delete merged[name];
  }
  // A developer's AI provider (AI_BASE_URL, AI_API_KEY, …): the server under test answers offline.
  for (const name of Object.keys(merged)) if (name.startsWith('AI_')) delete merged[name];
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete merged[name];
    else merged[name] = value;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd,
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<number | NodeJS.Signals>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  return { child, output: () => output, exited };
}

/** Starts a server and waits until it listens; rejects with its output if it exits or takes too long. */
export function startServer(
  env: Record<string, string | undefined>,
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  return listening(spawnServer(env), timeoutMs);
}

/** Waits for a spawned server to print that it listens; rejects if it exits first or takes too long. */
export async function listening(server: SpawnedServer, timeoutMs = 90_000): Promise<ServerProcess> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | NodeJS.Signals | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    const match = bannerPattern.exec(server.output());
    if (match?.[1]) return { ...server, pid: server.child.pid ?? -1, url: match[1] };
    if (exitCode !== undefined) {
      throw new Error(`The server exited (${exitCode}) before listening:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  server.child.kill('SIGKILL');
  throw new Error(`The server did not listen within ${timeoutMs} ms:\n${server.output()}`);
}

/** Sends a signal and waits for the exit; SIGKILL after the grace period. */
export async function stopServer(
  server: { child: ChildProcess; exited: Promise<number | NodeJS.Signals> },
  signal: NodeJS.Signals = 'SIGTERM',
  graceMs = 30_000,
): Promise<number | NodeJS.Signals> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.exited;
  server.child.kill(signal);
  const timer = setTimeout(() => server.child.kill('SIGKILL'), graceMs);
  try {
    return await server.exited;
  } finally {
    clearTimeout(timer);
  }
}
