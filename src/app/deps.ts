// What the HTTP layer needs from the outside: configuration, the database (or none: then every
// database endpoint is a 503), rate limiters and a clock.

import type { Config } from '../config/index.ts';
import type { Orm } from '../store/orm/open.ts';
import type { Keyring } from '../provenance/types.ts';
import type { ContentCredentials } from '../provenance/c2pa/credentials.ts';
import type { Log } from '../kernel/log.ts';
import type { RateLimiters } from '../middleware/rate-limit.ts';
import type { StatementObserver } from '../store/sql.ts';

export interface AppDeps {
  config: Config;
  orm: Orm | null;
  limiters: RateLimiters;
  /** Provenance keys: the first signs new manifests, every one verifies (src/provenance/keyring.ts). */
  keyring: Keyring;
  /** The C2PA signer (ES256, X.509 chain) for every rendered image (src/provenance/c2pa/credentials.ts). */
  contentCredentials: ContentCredentials;
  /** The one clock: the store stamps and compares every time with it. */
  now: () => Date;
  /** Told of every SQL statement the store runs for a request (the benchmark counts them). */
  statements?: StatementObserver;
  log: Log;
}
