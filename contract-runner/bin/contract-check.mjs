#!/usr/bin/env node
// The contract runner's command (`contract-check --base-url URL [--allow-writes | --fuzz] …`):
// its sources are TypeScript, run through tsx's loader (a dependency of this package).
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
