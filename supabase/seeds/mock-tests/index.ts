import { catFullLength } from './cat-full-length';
import { catSectional } from './cat-sectional';
import { matSectional } from './mat-sectional';
import { nmatSectional } from './nmat-sectional';
import { snapSectional } from './snap-sectional';
import type { SeedMockTest } from './types';
import { xatSectional } from './xat-sectional';

/** Every mock test the seed ships, in the order /mock-tests lists them after the home page's four. */
export const SEED_MOCK_TESTS: readonly SeedMockTest[] = [
  catFullLength,
  catSectional,
  xatSectional,
  nmatSectional,
  snapSectional,
  matSectional,
];
