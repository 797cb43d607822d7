// A signal for tests of background jobs: graphile-worker records a job's attempt (deletes it after a success,
// releases it with its retry time after a failure) only after its 'job:complete' event, so a test that
// must see the recorded attempt listens to the job rows themselves, through a trigger on its own database.
// Each notification names its job: PostgreSQL delivers identical notifications of one transaction once, and
// graphile-worker records a batch of outcomes in one statement.
import pg from 'pg';
import type { TestDatabase } from '../helpers/database.ts';

export type Settlement = 'succeeded' | 'failed';

export type JobSettlements = {
  /** Resolves with the next `n` attempts recorded from now on, in order; subscribe before causing them. */
  next(n: number): Promise<Settlement[]>;
  close(): Promise<void>;
};

const channel = 'test_job_settled';

export async function watchJobSettlements(testDatabase: TestDatabase): Promise<JobSettlements> {
  await testDatabase.database.pool.query(`
    create or replace function test_job_settled() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and old.locked_at is not null then
        perform pg_notify('${channel}', 'succeeded ' || old.id);
      elsif tg_op = 'UPDATE' and old.locked_at is not null and new.locked_at is null then
        perform pg_notify('${channel}', 'failed ' || old.id);
      end if;
      return null;
    end $$;
    create or replace trigger test_job_settled after update or delete on graphile_worker._private_jobs
      for each row execute function test_job_settled();
  `);
  const listener = new pg.Client({ connectionString: testDatabase.url });
  await listener.connect();
  await listener.query(`listen ${channel}`);
  return {
    next: (n) =>
      new Promise((resolve) => {
        const seen: Settlement[] = [];
        const onNotification = (message: pg.Notification) => {
          if (message.channel !== channel) return;
          seen.push(message.payload!.split(' ')[0] as Settlement);
          if (seen.length < n) return;
          listener.off('notification', onNotification);
          resolve(seen);
        };
        listener.on('notification', onNotification);
      }),
    close: () => listener.end(),
  };
}
