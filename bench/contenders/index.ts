// The contenders compared side by side; later issues add HTTP benchmarks as their own modules.
import { cedarContender } from './cedar.ts';
import { gateContender } from './gate.ts';
import { naive } from './naive.ts';
import type { Contender } from './types.ts';

export const contenders = (platformFile?: string): readonly Contender[] => [gateContender(platformFile), naive, cedarContender];
export type { Contender, PreparedContender } from './types.ts';
