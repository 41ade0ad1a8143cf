// /console (creator accounts linked to a creator): edit the boundary file, check it (diagnostics
// at their lines), run its expectations, preview the semantic diff against the live version,
// publish; version history; links to revoke consent and single licences; the usage of the
// creator's likeness (src/web/console/usage.ts: images, refusals by rule, a per-day chart, filters
// and paging); WordNet term suggestions beside the editor (src/web/console/suggest.ts).
// See src/web/console/workbench.ts for what each button runs.

import type { Request, Response } from 'express';
import type { Store } from '../../store/index.ts';
import { versionsOf, type CreatorRow } from '../../store/creator-directory.ts';
import { madeBy, revokedBy } from '../../service/directory/version-story.ts';
import { otherFileDiagnostics, sourceLines } from '../console/source-lines.ts';
import { suggestForConsole, type SuggestOutcome } from '../console/suggest.ts';
import { usageView } from '../console/usage.ts';
import { runWorkbench, WORKBENCH_ACTIONS, type WorkbenchAction, type WorkbenchResult } from '../console/workbench.ts';
import { requireCsrf } from '../csrf.ts';
import { field } from '../forms.ts';
import { signedInPage } from '../page.ts';
import { linkedCreator, generationsOfCreator } from '../../store/creator-console.ts';
import { renderPage } from '../view.ts';
import type { SessionAccount } from '../../store/web-sessions.ts';
import type { SitePage } from './types.ts';

export const SOURCE_MAX = 20_000;

const NOT_LINKED = {
  title: 'No creator linked',
  message: 'This account has the creator role but speaks for no creator yet. An operator links it with: npx likeness creator link <slug> <your email>.',
};

interface Shown {
  source: string;
  result: WorkbenchResult | null;
  notice: string | null;
  suggest?: SuggestOutcome;
}

async function showConsole(req: Request, res: Response, store: Store, now: Date, creator: CreatorRow, shown: Shown, status = 200): Promise<void> {
  const [versions, usage] = await Promise.all([versionsOf(store, creator.id), usageView(store, creator.id, req.query, now)]);
  // A bad usage filter is the request's fault: shown beside its field, answered 400.
  if (status === 200 && Object.keys(usage.errors).length > 0) status = 400;
  const live = versions[0] ?? null;
  const fileName = live?.file_name ?? `${creator.slug}.boundary`;
  const result = shown.result;
  renderPage(
    req,
    res,
    'console',
    {
      title: 'Creator console',
      creator: { slug: creator.slug, name: creator.display_name, status: creator.status },
      live: live && { version: live.version, policyHash: live.policy_hash, fileName, publishedAt: live.published_at, revokedAt: live.revoked_at, revokedReason: live.revoked_reason },
      source: shown.source,
      sourceMax: SOURCE_MAX,
      result,
      lines: result && result.diagnostics.length > 0 ? sourceLines(shown.source, fileName, result.diagnostics) : null,
      otherDiagnostics: result ? otherFileDiagnostics(fileName, result.diagnostics) : [],
      errorCount: result ? result.diagnostics.filter((d) => d.severity === 'error').length : 0,
      warningCount: result ? result.diagnostics.filter((d) => d.severity === 'warning').length : 0,
      versions: versions.map((v, i) => ({ version: v.version, policyHash: v.policy_hash, cause: [madeBy(v), revokedBy(v)].filter(Boolean).join('; '), publishedAt: v.published_at, revokedAt: v.revoked_at, previous: versions[i + 1]?.version ?? null })),
      usage,
      notice: shown.notice,
      suggest: shown.suggest ?? null,
    },
    status,
  );
}

/** The creator this account speaks for, or a page saying why there is none. */
async function creatorOrExplain(req: Request, res: Response, store: Store, me: SessionAccount): Promise<CreatorRow | null> {
  const creator = await linkedCreator(store, me.id);
  if (!creator) renderPage(req, res, 'error', NOT_LINKED, 403);
  return creator;
}

function noticeFrom(query: Request['query']): string | null {
  const published = typeof query.published === 'string' && /^\d{1,9}$/.test(query.published) ? query.published : null;
  if (published && query.reopened === '1') return `Version ${published} is published and your consent is open again: the gate enforces it from now on.`;
  if (published) return `Version ${published} is published: the gate enforces it from now on.`;
  if (query.unchanged === '1') return 'Nothing to publish: the file compiles to the program already live.';
  if (query.consent === 'revoked') return 'Consent revoked. Every request for your likeness is refused with consent_revoked until you publish a boundary file again.';
  if (typeof query.revoked === 'string' && /^[\w-]{1,64}$/.test(query.revoked)) return `The licence of ${query.revoked} is revoked.`;
  return null;
}

const actionOf = (v: string): WorkbenchAction | null => ((WORKBENCH_ACTIONS as readonly string[]).includes(v) ? (v as WorkbenchAction) : null);

export const consolePage: SitePage = {
  name: 'console',
  mount(router, deps) {
    router.get(
      '/console',
      signedInPage(
        deps,
        async ({ req, res, store, me, deps: d }) => {
          const creator = await creatorOrExplain(req, res, store, me);
          if (!creator) return;
          const live = (await versionsOf(store, creator.id))[0];
          await showConsole(req, res, store, d.now(), creator, { source: live?.source ?? '', result: null, notice: noticeFrom(req.query) });
        },
        { role: 'creator' },
      ),
    );
    router.post(
      '/console/boundary',
      requireCsrf,
      signedInPage(
        deps,
        async ({ req, res, store, me, deps: d }) => {
          const creator = await creatorOrExplain(req, res, store, me);
          if (!creator) return;
          const source = field(req.body, 'source');
          if (field(req.body, 'action') === 'suggest') {
            // A lookup, not an edit: the editor keeps what was typed, nothing is checked or saved.
            const suggest = suggestForConsole(field(req.body, 'term'));
            return showConsole(req, res, store, d.now(), creator, { source: source.slice(0, SOURCE_MAX), result: null, notice: null, suggest }, suggest.ok ? 200 : 400);
          }
          const action = actionOf(field(req.body, 'action'));
          if (!action || source.length > SOURCE_MAX) {
            const notice = action ? `The file is longer than ${SOURCE_MAX} characters.` : 'Choose Check, Run expectations, Preview or Publish.';
            return showConsole(req, res, store, d.now(), creator, { source: source.slice(0, SOURCE_MAX), result: null, notice }, 400);
          }
          const live = (await versionsOf(store, creator.id))[0];
          const result = await runWorkbench(store, {
            slug: creator.slug,
            source,
            live: live ? { version: live.version, program: live.program, fileName: live.file_name } : null,
            action,
            actor: `account:${me.id}`,
          });
          if (result.published) {
            const where = result.published.status === 'published' ? `published=${result.published.version}${result.published.reopensConsent ? '&reopened=1' : ''}` : 'unchanged=1';
            return res.redirect(303, `/console?${where}#versions`);
          }
          await showConsole(req, res, store, d.now(), creator, { source, result, notice: null }, result.refused ? 422 : 200);
        },
        { role: 'creator' },
      ),
    );
  },
};
