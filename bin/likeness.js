#!/usr/bin/env node
// Runs the TypeScript CLI through tsx so that no build step stands between a checkout and use.
import { register } from 'tsx/esm/api';
register();
await import('../src/cli/main.ts');
