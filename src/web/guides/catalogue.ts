// The guides in docs/ that the site serves under /docs/<slug>: the ones written for people who
// use the service (requesters, creators, operators). Internal notes (the rule program, benchmarks,
// the website's own structure) stay in the repository only.

export interface Guide {
  slug: string;
  file: string;
  title: string;
  summary: string;
}

export const GUIDES: Guide[] = [
  { slug: 'publish-your-first-creator', file: 'publish-your-first-creator.md', title: 'Publish your first creator', summary: 'Write a boundary file, check and test it, publish it, link the creator’s account, activate, and try a check.' },
  { slug: 'api', file: 'api.md', title: 'The HTTP API, with curl', summary: 'Every endpoint with a working curl example: check, generate, provenance, takedowns, errors.' },
  { slug: 'policy-language', file: 'policy-language.md', title: 'The boundary policy language', summary: 'How a creator’s boundary file and the platform file are written, and what each statement does.' },
  { slug: 'cli', file: 'cli.md', title: 'The likeness command line', summary: 'Check, test, format, diff, explain and publish boundary files; operator commands.' },
  { slug: 'provenance', file: 'provenance.md', title: 'Provenance, licences and revocation', summary: 'Signed manifests, Content Credentials, looking up and verifying an image, revoking a licence.' },
  { slug: 'webhooks', file: 'webhooks.md', title: 'Webhooks', summary: 'Signed notifications to your own server when a licence is revoked or an image is ready.' },
  { slug: 'lexicon', file: 'lexicon.md', title: 'The platform lexicon', summary: 'The platform’s prohibited and adult term lists: where they came from and how they are reviewed.' },
  { slug: 'language', file: 'language.md', title: 'Prompts in other languages', summary: 'Why a prompt the gate does not read as English is refused before it is judged.' },
  { slug: 'operations', file: 'operations.md', title: 'Operations', summary: 'Running a deployment: every setting, the image provider, identity provider, keys and backups.' },
];

export const guideBySlug = (slug: string): Guide | undefined => GUIDES.find((g) => g.slug === slug);
/** `api.md` → its guide, for links between guides. */
export const guideByFile = (file: string): Guide | undefined => GUIDES.find((g) => g.file === file);
