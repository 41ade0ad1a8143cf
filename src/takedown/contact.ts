// Another way to reach the reviewers, for a reporter the takedown limit has stopped: a victim
// must never be left with no route at all (TAKEDOWN_CONTACT, docs/operations.md).

export function reviewersContact(contact: string | undefined): { text: string; href: string | null; contact: string | undefined } {
  if (!contact) return { text: 'If it cannot wait, contact the operators of this service directly.', href: null, contact: undefined };
  const href = /^https?:\/\//i.test(contact) ? contact : `mailto:${contact}`;
  return { text: `If it cannot wait, reach the reviewers directly at ${contact}.`, href, contact };
}
