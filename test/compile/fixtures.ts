// A small but complete platform file and a creator file in the documented syntax, shared by
// the compiler, gate and expect tests (the shipped policies/ files change; these do not).
export const PLATFORM_FILE = 'platform.policy';
export const PLATFORM = `# Test platform file
prohibit minors-context "Minors": "child", "schoolgirl*", "12-year-old", "underage"
prohibit non-consensual-framing "Non-consensual framing": "hidden camera", "without consent", "upskirt"
prohibit deceptive-news-context "Deceptive news & official framing": "breaking news", "press conference"
prohibit criminal-context "Criminal & extremist context": "mugshot", "crime scene"

adult nudity "Nudity": "nude", "naked", "topless"
adult sexual-activity "Sexual activity": "sex scene", "intercourse"
adult lingerie "Lingerie & boudoir": "lingerie", "boudoir"
adult fetish "Fetish": "bondage", "latex fetish"

require age-assurance
require identity for photoreal
`;

export const MIRA_FILE = 'mira-okafor.boundary';
export const MIRA = `creator mira-okafor "Mira Okafor"

allow contexts: portrait, fashion-editorial, fitness, music-performance
realism ceiling: illustrative
conversation: not licensed
open adult: lingerie

forbid politics "Political messaging": "vote*", "election*", "campaign rally"
forbid alcohol "Alcohol": "beer", "wine", "cocktail*"
exclude brand rival-cola "Rival Cola": "rival cola", "rivalcola"

session cap: 20 per 24h, advisory        # or: block
variety nudge: 4 repeats per 24h         # advisory only

expect allow: context portrait, prompt "studio portrait, soft light"
expect refuse forbidden_depiction alcohol: context portrait, prompt "holding a cold beer"
expect refuse context_not_permitted: context gaming-avatar, prompt "as a knight"
`;
