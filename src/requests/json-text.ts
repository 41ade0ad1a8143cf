// JSON request bodies read the way a signer reads them: one meaning per text. A duplicated member
// name ("creator" twice: JSON.parse keeps the last, another reader the first) and prototype keys
// (`__proto__`, `constructor.prototype`) are refused, each named by its JSON pointer.
// secure-json-parse does the parse and the prototype check; momoa's syntax tree shows duplicates.

import { parse as parseTree, type AnyNode } from '@humanwhocodes/momoa';
import secureJson from 'secure-json-parse';

export type JsonText = { ok: true; value: unknown } | { ok: false; message: string; pointer?: string };

const escapePointer = (name: string): string => name.replaceAll('~', '~0').replaceAll('/', '~1');

/** The first duplicated or prototype member, walked without recursion (deep nesting is legal JSON). */
function ambiguousMember(root: AnyNode): { pointer: string; message: string } | null {
  const stack: { node: AnyNode; pointer: string }[] = [{ node: root, pointer: '' }];
  while (stack.length > 0) {
    const { node, pointer } = stack.pop()!;
    if (node.type === 'Object') {
      const seen = new Set<string>();
      for (const member of node.members) {
        const name = member.name.type === 'String' ? member.name.value : member.name.name;
        const at = `${pointer}/${escapePointer(name)}`;
        if (seen.has(name)) return { pointer: at, message: `duplicate member "${name}": a body must mean one thing to every reader` };
        seen.add(name);
        if (name === '__proto__') return { pointer: at, message: 'a member named "__proto__" is not accepted' };
        if (name === 'constructor' && member.value.type === 'Object' && member.value.members.some((m) => m.name.type === 'String' && m.name.value === 'prototype')) {
          return { pointer: `${at}/prototype`, message: 'a "constructor.prototype" member is not accepted' };
        }
        stack.push({ node: member.value, pointer: at });
      }
    } else if (node.type === 'Array') {
      node.elements.forEach((e, i) => stack.push({ node: e.value, pointer: `${pointer}/${i}` }));
    }
  }
  return null;
}

/** How many object members the text names (a string followed by `:`), in one pass over it. */
function membersInText(text: string): number {
  let members = 0;
  let inString = false;
  let stringEnded = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character (\" included)
      else if (c === 0x22) {
        inString = false;
        stringEnded = true;
      }
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x3a && stringEnded) members++;
    if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) stringEnded = false;
  }
  return members;
}

/** Nesting the quick check takes; deeper bodies go to the syntax tree, which has its own limit. */
const QUICK_DEPTH = 32;

/** How many members the parsed objects hold (walked without recursion), or -1 past QUICK_DEPTH. */
function membersInValue(root: unknown): number {
  let members = 0;
  const stack: { v: unknown; depth: number }[] = [{ v: root, depth: 0 }];
  while (stack.length > 0) {
    const { v, depth } = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    if (depth > QUICK_DEPTH) return -1;
    if (Array.isArray(v)) {
      for (const e of v) stack.push({ v: e, depth: depth + 1 });
      continue;
    }
    for (const key in v) {
      members++;
      stack.push({ v: (v as Record<string, unknown>)[key], depth: depth + 1 });
    }
  }
  return members;
}

export function parseJsonText(text: string): JsonText {
  let value: unknown;
  try {
    value = secureJson.parse(text, null, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    value = undefined;
  }
  // A duplicated member leaves the parsed value one member short of the text: when none is
  // short, there is nothing for the syntax tree to name, and every body but a refused one skips it.
  if (value !== undefined && membersInText(text) === membersInValue(value)) return { ok: true, value };
  let tree: AnyNode;
  try {
    tree = parseTree(text, { mode: 'json' }).body;
  } catch (e) {
    // Too deeply nested for the tree (a RangeError), or not JSON at all.
    return { ok: false, message: e instanceof RangeError ? 'the request body is nested too deeply' : 'the request body is not valid JSON' };
  }
  const ambiguous = ambiguousMember(tree);
  if (ambiguous) return { ok: false, ...ambiguous };
  // secure-json-parse refused something the walk did not name: never let it through.
  if (value === undefined) return { ok: false, message: 'the request body is not valid JSON' };
  return { ok: true, value };
}
