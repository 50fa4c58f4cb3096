#!/usr/bin/env node
// Runs pnpm at the version pinned by package.json's packageManager.
// corepack fails on some machines ("No compatible signature found"), so npx is the fallback.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const version = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

let resolved;
/** Returns the command that launches the pinned pnpm. */
export function pnpmCommand() {
  if (resolved) return resolved;
  const candidates = [
    ['pnpm', []],
    ['corepack', ['pnpm']],
    ['npx', ['--yes', `pnpm@${version}`]],
  ];
  for (const [cmd, pre] of candidates) {
    const probe = spawnSync(cmd, [...pre, '--version'], { encoding: 'utf8', cwd: root });
    if (probe.status === 0 && probe.stdout.trim() === version) return (resolved = [cmd, pre]);
  }
  throw new Error(`Could not run pnpm ${version} through pnpm, corepack or npx.`);
}

/** Runs pnpm with the given arguments in the repository root; exits on failure. */
export function pnpm(args, options = {}) {
  const [cmd, pre] = pnpmCommand();
  const result = spawnSync(cmd, [...pre, ...args], { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) pnpm(process.argv.slice(2));
