// The takedown endpoints, in the order the OpenAPI document lists them.

import type { RouteDef } from '../route.ts';
import { actionTakedownRoute } from './takedown-action.ts';
import { dismissTakedownRoute } from './takedown-dismiss.ts';
import { getTakedownRoute } from './takedown-get.ts';
import { fileTakedownRoute } from './takedown-intake.ts';
import { listTakedownsRoute } from './takedown-list.ts';

export const takedownRoutes: RouteDef[] = [fileTakedownRoute, listTakedownsRoute, getTakedownRoute, actionTakedownRoute, dismissTakedownRoute];
