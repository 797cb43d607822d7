// What the bench datasets share (scripts/catalog-dataset.ts, scripts/orders-dataset.ts): a seeded random
// generator, so a dataset is the same on every run, and COPY's text format streamed through node-postgres.
import { once } from 'node:events';
import pg from 'pg';

/** mulberry32: small, fast and good enough to make words look random. */
export function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[below(items.length)]!;
  return { next, below, pick };
}

// ---------------------------------------------------------------------------------------------------------
// COPY ... FROM STDIN through node-postgres itself (pg-copy-streams is not installed): a Query whose
// copy-in step streams our rows, with the socket's backpressure, then ends the copy.

class CopyIn extends pg.Query {
  constructor(
    text: string,
    private readonly source: () => Iterable<string>,
    callback: (error: Error | undefined) => void,
  ) {
    super(text, undefined, callback);
  }

  handleCopyInResponse(connection: CopyConnection) {
    void (async () => {
      try {
        let chunk = '';
        for (const row of this.source()) {
          chunk += row;
          if (chunk.length < 1 << 20) continue;
          connection.sendCopyFromChunk(Buffer.from(chunk));
          chunk = '';
          if (connection.stream.writableNeedDrain) await once(connection.stream, 'drain');
        }
        if (chunk) connection.sendCopyFromChunk(Buffer.from(chunk));
        connection.endCopyFrom();
      } catch (error) {
        connection.sendCopyFail(error instanceof Error ? error.message : String(error));
      }
    })();
  }
}
type CopyConnection = {
  stream: NodeJS.WritableStream & { writableNeedDrain: boolean };
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
};

export async function copyInto(url: string, table: string, columns: string[], rows: () => Iterable<string>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await new Promise<void>((resolve, reject) => {
      void client.query(
        new CopyIn(`copy ${table} (${columns.join(', ')}) from stdin`, rows, (error) =>
          error ? reject(error) : resolve(),
        ),
      );
    });
  } finally {
    await client.end();
  }
}

/** A value in COPY's text format: \N for null, and backslash, tab and line breaks escaped. */
export const field = (value: string | number | boolean | null): string =>
  value === null
    ? '\\N'
    : typeof value === 'string'
      ? value.replace(
          /[\\\t\n\r]/g,
          (character) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[character]!,
        )
      : String(value);
export const row = (...values: Array<string | number | boolean | null>) =>
  `${values.map(field).join('\t')}\n`;
