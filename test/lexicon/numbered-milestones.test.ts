// Platform terms that name a school year or a milestone by its number ("7th grade", "first
// communion", "her first bra") speak of a child even before a thing ("a first communion outfit",
// "a 7th grade classroom"): only a term that states an age ("aged 6 months") may be a thing's
// age. Judged by the gate, through the real compiler, for a creator who opened nothing.

import { describeProbes } from './open-creator.ts';

describeProbes(
  'numbered milestones and school years before a thing',
  {
    'minors-context': [
      'the creator in her first communion outfit, church steps',
      'the creator in a 7th grade classroom with posters on the wall',
      'the creator at her first school dance party',
      'the creator wearing her first bra set, bedroom mirror',
    ],
  },
  ['a 12-year-old whisky on the rocks beside the creator', 'the creator with her 12-year-old laptop', 'the creator at the 5th avenue flagship store', 'the creator on the first day of her new job'],
  { refused: () => 'refuses the milestone and the school year whatever noun follows', allowed: 'allows the ages of things and ordinals that name no milestone' },
);
