// Text PostgreSQL cannot store: a NUL character (text columns and parameters refuse it) and a
// lone UTF-16 surrogate (it would be stored as U+FFFD, silently changing the value). Input holding
// either is refused up front with a 400 naming the field, instead of failing in the database.

const UNSTORABLE = /\0|\p{Cs}/u;

export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

const escape = (seg: string): string => seg.replaceAll('~', '~0').replaceAll('/', '~1');

/** JSON pointers of every string (and object key) in `value` that cannot be stored; iterative. */
export function unstorablePointers(value: unknown, limit = 10): string[] {
  const found: string[] = [];
  const stack: { value: unknown; pointer: string }[] = [{ value, pointer: '' }];
  while (stack.length > 0 && found.length < limit) {
    const { value: v, pointer } = stack.pop()!;
    if (typeof v === 'string') {
      if (!isStorableText(v)) found.push(pointer);
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push({ value: item, pointer: `${pointer}/${i}` }));
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) {
        const at = `${pointer}/${escape(key)}`;
        if (!isStorableText(key)) found.push(at);
        else stack.push({ value: item, pointer: at });
      }
    }
  }
  return found.sort();
}

export const UNSTORABLE_MESSAGE = 'contains a NUL character or an unpaired surrogate, which cannot be stored';
