// The profile text checks: a plain-text bio within its length, at most five https links without
// credentials, each problem named at its field.

import { describe, expect, it } from 'vitest';
import { BIO_MAX, checkProfileText } from '../../../src/service/profiles/text.ts';

const pointers = (r: ReturnType<typeof checkProfileText>): string[] => (r.ok ? [] : r.fields.map((f) => f.pointer));

describe('profile text', () => {
  it('keeps a bio and https links, trimmed, blank links dropped and addresses normalised', () => {
    const r = checkProfileText({ bio: '  Photographer in Lagos.\r\nBooks open.  ', links: [' https://Example.org/work ', '', 'https://shop.example.com'] });
    expect(r).toEqual({ ok: true, value: { bio: 'Photographer in Lagos.\nBooks open.', links: ['https://example.org/work', 'https://shop.example.com/'] } });
  });

  it('refuses a bio longer than the limit, counted in characters', () => {
    expect(checkProfileText({ bio: 'é'.repeat(BIO_MAX), links: [] }).ok).toBe(true);
    const r = checkProfileText({ bio: 'é'.repeat(BIO_MAX + 1), links: [] });
    expect(pointers(r)).toEqual(['/bio']);
  });

  it('refuses control characters and bidi overrides in a bio', () => {
    expect(pointers(checkProfileText({ bio: 'hello\u0007', links: [] }))).toEqual(['/bio']);
    expect(pointers(checkProfileText({ bio: 'abc\u202edef', links: [] }))).toEqual(['/bio']);
    expect(pointers(checkProfileText({ bio: 'bad\0', links: [] }))).toEqual(['/bio']);
  });

  it('refuses links that are not https, carry credentials, have no real host, or repeat', () => {
    const r = checkProfileText({
      bio: '',
      links: ['http://example.org', 'javascript:alert(1)', 'https://user:pw@example.org', 'https://a.example/x', 'https://A.example/x'],
    });
    expect(pointers(r)).toEqual(['/links/0', '/links/1', '/links/2', '/links/4']);
    expect(pointers(checkProfileText({ bio: '', links: ['https://localhost/x'] }))).toEqual(['/links/0']);
    if (!r.ok) expect(r.fields[0]!.message).toContain('https://');
  });

  it('refuses more than five links', () => {
    const links = ['https://a.example', 'https://b.example', 'https://c.example', 'https://d.example', 'https://e.example', 'https://f.example'];
    expect(pointers(checkProfileText({ bio: '', links }))).toEqual(['/links']);
  });
});
