import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishCreator } from '../../src/service/publish/publish.ts';
import { freshDatabase, type TestDatabase } from '../support/database.ts';
import { creatorFile } from '../support/policies.ts';
import { publishTestPolicies } from '../support/seed.ts';
import { call, startServer, type TestServer } from '../support/server.ts';
import { storeOf } from '../../src/store/index.ts';

let db: TestDatabase;
let server: TestServer;
beforeAll(async () => {
  db = await freshDatabase();
  await publishTestPolicies(db.orm.em, [
    { slug: 'ana-active', active: true },
    { slug: 'bo-active', active: true, opts: { ceiling: 'photoreal' } },
    { slug: 'cy-active', active: true },
    { slug: 'dee-onboarding', active: false },
  ]);
  // A second version for ana, to have a history and a diff.
  await publishCreator(storeOf(db.orm.em.fork()), { source: creatorFile('ana-active', { forbidAlcohol: ['beer'] }), fileName: 'ana-active.boundary' }, 'test');
  server = await startServer(db.orm, db.url);
});
afterAll(async () => {
  await server.close();
  await db.drop();
});

describe('GET /api/v1/creators', () => {
  it('lists active creators only, with a boundary summary, paginated by cursor', async () => {
    const first = await call(server, 'GET', '/api/v1/creators?limit=2');
    expect(first.res.status).toBe(200);
    expect(first.body.creators.map((c: { slug: string }) => c.slug)).toEqual(['ana-active', 'bo-active']);
    expect(first.body.creators[0].boundary).toMatchObject({
      version: 2,
      contexts: ['portrait', 'fitness'],
      realismCeiling: 'illustrative',
      conversationLicensed: false,
      adultOpened: ['lingerie'],
      caps: { sessionCap: { limit: 20, enforcement: 'advisory' }, varietyNudge: { repeats: 4 } },
    });
    expect(first.body.creators[0].boundary.enforcedForbiddenLabels).toContainEqual({ id: 'alcohol', label: 'Alcohol' });
    const second = await call(server, 'GET', `/api/v1/creators?limit=2&cursor=${first.body.nextCursor}`);
    expect(second.body.creators.map((c: { slug: string }) => c.slug)).toEqual(['cy-active']);
    expect(second.body.nextCursor).toBeNull();
  });

  it('answers 400 with every invalid query field', async () => {
    const { res, body } = await call(server, 'GET', '/api/v1/creators?limit=0&colour=red');
    expect(res.status).toBe(400);
    expect(body.errors.map((e: { pointer: string }) => e.pointer).sort()).toEqual(['/colour', '/limit']);
  });
});

describe('GET /api/v1/creators/{slug}', () => {
  it('returns the public profile of an active creator', async () => {
    const { res, body } = await call(server, 'GET', '/api/v1/creators/bo-active');
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ slug: 'bo-active', displayName: 'Test bo-active', status: 'active', boundary: { realismCeiling: 'photoreal' } });
  });

  it('is 404 for an unknown creator and for one not active', async () => {
    for (const slug of ['nobody-here', 'dee-onboarding']) {
      const { res, body } = await call(server, 'GET', `/api/v1/creators/${slug}`);
      expect(res.status).toBe(404);
      expect(body).toMatchObject({ status: 404, code: 'creator_not_found' });
    }
  });
});

describe('GET /api/v1/creators/{slug}/boundaries', () => {
  it('returns the merged set with sources, platform categories described and creator terms listed, and the version history newest first', async () => {
    const { res, body } = await call(server, 'GET', '/api/v1/creators/ana-active/boundaries');
    expect(res.status).toBe(200);
    expect(body.version).toBe(2);
    expect(body.policyHash).toMatch(/^[0-9a-f]{64}$/);
    // The platform's lists are not published: its categories come with a description (the label when the file gives none).
    expect(body.forbidden).toContainEqual({ id: 'minors-context', label: 'Minors', source: 'platform', description: 'Minors' });
    expect(body.forbidden).toContainEqual({ id: 'nudity', label: 'Nudity', source: 'adult', description: 'Nudity' });
    expect(body.forbidden).toContainEqual({ id: 'alcohol', label: 'Alcohol', source: 'creator', description: 'Alcohol', terms: ['beer'] });
    expect(body.forbidden.map((f: { id: string }) => f.id)).not.toContain('lingerie');
    expect(body.brands).toEqual([{ id: 'rival-cola', label: 'Rival Cola', terms: ['rival cola'] }]);
    expect(body.requirements).toEqual({ ageAssurance: true, identityFor: ['photoreal'] });
    expect(body.history.map((h: { version: number; cause: string }) => [h.version, h.cause])).toEqual([
      [2, 'creator-published'],
      [1, 'creator-published'],
    ]);
  });

  it('is 404 when not listed and 409 when no set is on file', async () => {
    expect((await call(server, 'GET', '/api/v1/creators/dee-onboarding/boundaries')).res.status).toBe(404);
    // An active creator without any version: only possible by direct activation of a bare row.
    await db.orm.em.getConnection().execute(`insert into creator (slug, display_name, status) values ('eli-bare', 'Eli', 'active')`);
    const { res, body } = await call(server, 'GET', '/api/v1/creators/eli-bare/boundaries');
    expect(res.status).toBe(409);
    expect(body.code).toBe('no_boundary_set');
  });

  it('returns one version with its source, and 404 for a version that does not exist', async () => {
    const v1 = await call(server, 'GET', '/api/v1/creators/ana-active/boundaries/versions/1');
    expect(v1.res.status).toBe(200);
    expect(v1.body).toMatchObject({ version: 1, fileName: 'ana-active.boundary' });
    expect(v1.body.source).toContain('creator ana-active');
    expect(v1.body.forbidden).toContainEqual(expect.objectContaining({ id: 'alcohol', terms: ['beer', 'wine'] }));
    expect((await call(server, 'GET', '/api/v1/creators/ana-active/boundaries/versions/9')).res.status).toBe(404);
    expect((await call(server, 'GET', '/api/v1/creators/ana-active/boundaries/versions/first')).res.status).toBe(400);
  });

  it('diffs two versions semantically', async () => {
    const { res, body } = await call(server, 'GET', '/api/v1/creators/ana-active/boundaries/diff?from=1&to=2');
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ creator: 'ana-active', from: { version: 1 }, to: { version: 2 }, loosens: true });
    expect(body.changes).toContainEqual(expect.objectContaining({ kind: 'term-removed', category: 'alcohol', effect: 'loosens' }));
    expect((await call(server, 'GET', '/api/v1/creators/ana-active/boundaries/diff?from=1&to=7')).res.status).toBe(404);
    const missing = await call(server, 'GET', '/api/v1/creators/ana-active/boundaries/diff');
    expect(missing.res.status).toBe(400);
    expect(missing.body.errors.map((e: { pointer: string }) => e.pointer).sort()).toEqual(['/from', '/to']);
  });
});

describe('documents and unknown routes', () => {
  it('serves the OpenAPI 3.1 document and a local docs page', async () => {
    const doc = await call(server, 'GET', '/api/v1/openapi.json');
    expect(doc.body.openapi).toBe('3.1.0');
    expect(Object.keys(doc.body.paths)).toContain('/api/v1/check');
    const page = await call(server, 'GET', '/api/v1/docs');
    expect(page.res.headers.get('content-type')).toContain('text/html');
    // The viewer and its styles come from this site; the page has no inline script or style.
    expect(page.res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.body).toContain('data-spec="/api/v1/openapi.json"');
    expect(page.body).toContain('<script src="/vendor/swagger-ui/swagger-ui-bundle.js" defer></script>');
    expect(page.body).not.toMatch(/<script>|<style|https?:\/\/cdn/i);
  });

  it('answers an unknown route with a 404 problem and a wrong method with 405', async () => {
    const { res, body } = await call(server, 'GET', '/api/v1/nothing');
    expect(res.status).toBe(404);
    expect(body).toMatchObject({ status: 404, code: 'not_found', type: expect.stringContaining('not-found') });
    const wrong = await call(server, 'DELETE', '/api/v1/creators');
    expect(wrong.res.status).toBe(405);
    expect(wrong.res.headers.get('allow')).toBe('GET');
  });
});
