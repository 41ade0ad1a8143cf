import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programMatching } from '../../src/compile/matching-settings.ts';
import { publishCreator, publishPlatform } from '../../src/service/publish/publish.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { PLATFORM, PLATFORM_V2, creatorFile } from '../support/policies.ts';
import { storeOf } from '../../src/store/index.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await db.drop();
});
const em = () => db.orm.em.fork();
const versionsOf = async (slug: string): Promise<{ version: number; cause: string; policy_hash: string }[]> =>
  em().getConnection().execute(
    `select b.version, b.cause, b.policy_hash from boundary_version b join creator c on c.id = b.creator_id where c.slug = ? order by b.version`,
    [slug],
  );
const creator = (slug: string, opts?: Parameters<typeof creatorFile>[1]) => ({ source: creatorFile(slug, opts), fileName: `${slug}.boundary` });

describe('publishing', () => {
  it('refuses a creator file before any platform file exists', async () => {
    const r = await publishCreator(storeOf(em()), creator('early-bird'), 'test');
    expect(r).toMatchObject({ ok: false, code: 'policy_rejected' });
  });

  it('starts at version 1, goes up by one per changed program, and ignores a republish of the same program', async () => {
    expect(await publishPlatform(storeOf(em()), { source: PLATFORM, fileName: 'platform.policy' }, 'test')).toMatchObject({ ok: true, status: 'published', version: 1 });
    expect(await publishCreator(storeOf(em()), creator('ada-one'), 'test')).toMatchObject({ ok: true, status: 'published', version: 1, slug: 'ada-one' });
    // Comments and formatting do not change the program.
    const reformatted = { ...creator('ada-one'), source: `# a comment\n${creatorFile('ada-one')}` };
    expect(await publishCreator(storeOf(em()), reformatted, 'test')).toMatchObject({ ok: true, status: 'unchanged', version: 1 });
    expect(await publishCreator(storeOf(em()), creator('ada-one', { forbidAlcohol: ['beer', 'wine', 'gin'] }), 'test')).toMatchObject({ status: 'published', version: 2 });
    expect((await versionsOf('ada-one')).map((v: { version: number; cause: string }) => [v.version, v.cause])).toEqual([
      [1, 'creator-published'],
      [2, 'creator-published'],
    ]);
  });

  it('does not publish a file whose expect lines fail, nor one with errors', async () => {
    const failing = creator('bea-two', { extraExpect: 'expect allow: context portrait, prompt "a glass of wine"' });
    const r = await publishCreator(storeOf(em()), failing, 'test');
    expect(r).toMatchObject({ ok: false, code: 'policy_rejected' });
    expect(r.ok ? [] : r.problems.join('\n')).toContain('expectation failed');
    expect(await publishCreator(storeOf(em()), { source: 'creator bea-two "B"\nrealism ceiling: sky-high\n', fileName: 'bea-two.boundary' }, 'test')).toMatchObject({ ok: false });
    expect(await versionsOf('bea-two')).toEqual([]);
  });

  it('a new platform file re-versions every creator with the cause recorded; the same file again changes nothing', async () => {
    await publishCreator(storeOf(em()), creator('cid-three'), 'test');
    const before = await versionsOf('cid-three');
    const r = await publishPlatform(storeOf(em()), { source: PLATFORM_V2, fileName: 'platform.policy' }, 'test');
    expect(r).toMatchObject({ ok: true, kind: 'platform', status: 'published', version: 2 });
    const after = await versionsOf('cid-three');
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ version: before.length + 1, cause: 'platform-published' });
    expect(r.ok && r.kind === 'platform' ? r.reversioned.map((x) => x.slug).sort() : []).toEqual(['ada-one', 'cid-three']);
    expect(await publishPlatform(storeOf(em()), { source: PLATFORM_V2, fileName: 'platform.policy' }, 'test')).toMatchObject({ status: 'unchanged', version: 2, reversioned: [] });
    expect(await versionsOf('cid-three')).toEqual(after);
  });

  it('the same platform file re-versions a creator whose live program reads words another way (an older dictionary)', async () => {
    await publishCreator(storeOf(em()), creator('dee-four'), 'test');
    const before = await versionsOf('dee-four');
    // What an earlier build would have stored: the same file compiled with another word list.
    await em().getConnection().execute(
      `update boundary_version set program = jsonb_set(program, '{matching,spelling,dictionary}', '"dictionary-en@3.0.0"'),
         policy_hash = encode(sha256(convert_to(jsonb_set(program, '{matching,spelling,dictionary}', '"dictionary-en@3.0.0"')::text, 'UTF8')), 'hex')
       where creator_id = (select id from creator where slug = 'dee-four') and version = ?`,
      [before.at(-1)!.version],
    );
    const r = await publishPlatform(storeOf(em()), { source: PLATFORM_V2, fileName: 'platform.policy' }, 'test');
    expect(r).toMatchObject({ ok: true, kind: 'platform', status: 'published', version: 3 });
    expect(r.ok && r.kind === 'platform' ? r.reversioned.map((x) => x.slug) : []).toEqual(['dee-four']);
    const after = await versionsOf('dee-four');
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ cause: 'platform-published', policy_hash: before.at(-1)!.policy_hash });
    const [live] = await em().getConnection().execute(
      `select b.program->'matching' as matching from boundary_version b join creator c on c.id = b.creator_id where c.slug = 'dee-four' order by b.version desc limit 1`,
    );
    expect(live?.matching).toEqual(programMatching());
    expect(await publishPlatform(storeOf(em()), { source: PLATFORM_V2, fileName: 'platform.policy' }, 'test')).toMatchObject({ status: 'unchanged', version: 3, reversioned: [] });
  });

  it('twenty racing publishes of different programs for one creator give versions 1..20, no duplicate, no gap', async () => {
    const files = Array.from({ length: 20 }, (_, i) => creator('dee-race', { forbidAlcohol: ['beer', 'wine', `brew${i}`] }));
    const results = await Promise.all(files.map((f) => publishCreator(storeOf(em()), f, 'test')));
    expect(results.every((r) => r.ok && r.status === 'published')).toBe(true);
    expect((await versionsOf('dee-race')).map((v: { version: number }) => v.version)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('racing publishes of the same program create exactly one version', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => publishCreator(storeOf(em()), creator('eve-same'), 'test')));
    expect(results.filter((r) => r.ok && r.status === 'published')).toHaveLength(1);
    expect(await versionsOf('eve-same')).toHaveLength(1);
  });
});
