// One file per page under src/web/pages/: each exports a SitePage that mounts its routes.
// Add a page by writing its file and listing it in src/web/pages/index.ts.

import type { Router } from 'express';
import type { AppDeps } from '../../app/deps.ts';

export interface SitePage {
  /** For logs and tests: `home`, `directory`, … */
  name: string;
  mount(router: Router, deps: AppDeps): void;
}
