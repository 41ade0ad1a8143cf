// Things that have an age and are not people: a whisky, a wine, a cheese, an animal, a tree, a
// building. "A 12-year-old scotch" or "a 5-year-old dog" states no person's age. An animal's
// age is not a minor's: a puppy is not a child, and a prompt that makes it one says so in words
// the lexicon reads ("child", "kid"). The list is short on purpose: only nouns that commonly
// carry "N-year-old" or "aged N" in prompts; anything else with an age under 18 is refused.

// Words between an age and its noun that are not part of the noun phrase: "a 9 year old with
// a dog" speaks of a person, "a 12 year old single malt" of a whisky.
const LINKS = new Set('with and or in on at by near beside holding walking riding petting feeding hugging her his their its a an the my your our plus next to of for'.split(' '));

const THINGS = new Set(
  [
    // spirits, wine, food that is aged
    'whisky whiskey whiskies whiskeys scotch scotches bourbon malt malts rum rums cognac brandy armagnac tequila mezcal spirit port ports sherry wine wines vintage bottle bottles cask casks barrel barrels cheese cheeses cheddar parmesan gouda ham hams balsamic vinegar beef steak steaks',
    // animals
    'dog dogs puppy puppies pup cat cats kitten kittens horse horses pony ponies mare stallion foal colt filly cow cows bull calf goat sheep lamb pig parrot tortoise turtle retriever labrador poodle terrier spaniel collie beagle bulldog husky',
    // plants, buildings, vehicles
    'tree trees oak oaks vine vines bonsai building buildings house houses church castle bridge car cars truck trucks motorcycle',
  ].join(' ').split(' '),
);

/** True when a thing, not a person, is said to have the age stated by words[first..last]: the
 *  word before it is such a thing ("scotch aged 12 years"), or the noun after it, one modifier
 *  allowed ("12 year old single malt"). A possessive ("9 year old's dog") is a person's. */
export function describesAThing(words: readonly string[], first: number, last: number): boolean {
  const next = words[last + 1] ?? '';
  if (next === 's') return false;
  if (THINGS.has(words[first - 1] ?? '') || THINGS.has(next)) return true;
  return !LINKS.has(next) && THINGS.has(words[last + 2] ?? '');
}
