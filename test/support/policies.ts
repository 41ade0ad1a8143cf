// Small, complete policy files for service tests (the real ones live in policies/).

export const PLATFORM = `# test platform file
prohibit minors-context "Minors": "child", "kid*", "underage"
prohibit non-consensual-framing "Non-consensual framing": "hidden camera", "without consent"
prohibit deceptive-news-context "Deceptive news & official framing": "breaking news", "press conference"
prohibit criminal-context "Criminal & extremist context": "mugshot", "crime scene"

adult nudity "Nudity": "nude", "naked", "topless"
adult lingerie "Lingerie & boudoir": "lingerie", "boudoir"

require age-assurance
require identity for photoreal
`;

/** The same platform rules with one more prohibited term: a changed program for every creator. */
export const PLATFORM_V2 = PLATFORM.replace('"mugshot", "crime scene"', '"mugshot", "crime scene", "police lineup"');

export function creatorFile(slug: string, opts: { forbidAlcohol?: string[]; ceiling?: string; extraExpect?: string } = {}): string {
  const terms = (opts.forbidAlcohol ?? ['beer', 'wine']).map((t) => `"${t}"`).join(', ');
  return `creator ${slug} "Test ${slug}"

allow contexts: portrait, fitness
realism ceiling: ${opts.ceiling ?? 'illustrative'}
conversation: not licensed
open adult: lingerie

forbid alcohol "Alcohol": ${terms}
exclude brand rival-cola "Rival Cola": "rival cola"

session cap: 20 per 24h, advisory
variety nudge: 4 repeats per 24h

expect allow: context portrait, prompt "studio portrait, soft light"
expect refuse forbidden_depiction alcohol: context portrait, prompt "holding a cold beer"
expect refuse context_not_permitted: context gaming-avatar, prompt "as a knight"
${opts.extraExpect ?? ''}
`;
}
