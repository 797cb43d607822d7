// What every route module is given when app.ts registers it: the shared services, nothing global.
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Mailer } from './mailer.ts';
import type { SessionStore } from './sessions.ts';
import type { Throttle } from './throttle.ts';

export type ModuleContext = {
  config: Config;
  database: Database;
  sessions: SessionStore;
  throttle: Throttle;
  mailer: Mailer;
};
