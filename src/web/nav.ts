// The header navigation: what each kind of visitor can do. Phase-two pages add their entries
// here (generate for requesters, console for creators, queue for reviewers).

import type { SessionAccount } from '../store/web-sessions.ts';

export interface NavItem {
  href: string;
  label: string;
  current: boolean;
}

export function navFor(me: SessionAccount | null, path: string): NavItem[] {
  const items: { href: string; label: string }[] = [
    { href: '/creators', label: 'Creators' },
    { href: '/provenance', label: 'Provenance' },
    { href: '/takedown', label: 'Report' },
    { href: '/docs', label: 'Docs' },
  ];
  if (me) items.splice(1, 0, { href: '/generate', label: 'Generate' });
  if (me) items.push({ href: '/dashboard', label: 'Dashboard' });
  if (me?.roles.includes('creator')) items.push({ href: '/console', label: 'Console' });
  if (me?.roles.some((r) => r === 'reviewer' || r === 'operator')) items.push({ href: '/review', label: 'Review' });
  return items.map((i) => ({ ...i, current: path === i.href || path.startsWith(`${i.href}/`) }));
}
