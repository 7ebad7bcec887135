import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './manifests.js';

export interface Instruction {
  op: string;
  args: string;
}

export interface Stage {
  from: string;
  instructions: Instruction[];
}

/** The stages of a Dockerfile with their instructions (continuation lines joined, comments dropped). */
export function parseDockerfile(relative: string): { args: string[]; stages: Stage[] } {
  const text = readFileSync(path.join(ROOT, relative), 'utf8').replace(/\\\n/g, ' ');
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const stages: Stage[] = [];
  const args: string[] = [];
  for (const line of lines) {
    const [, op, rest] = /^(\S+)\s+(.*)$/.exec(line) ?? [];
    const instruction = { op: op.toUpperCase(), args: rest.trim() };
    if (instruction.op === 'FROM') stages.push({ from: instruction.args, instructions: [] });
    else stages.at(-1)?.instructions.push(instruction);
    if (instruction.op === 'ARG') args.push(instruction.args.split('=')[0]);
  }
  return { args, stages };
}

/** `${NAME}` and `$NAME` replaced by the build arguments. */
export function substitute(value: string, buildArgs: Record<string, string>): string {
  return value.replace(/\$\{?([A-Z_]+)\}?/g, (all, name: string) => buildArgs[name] ?? all);
}

export function lastOf(stage: Stage, op: string): Instruction | undefined {
  return stage.instructions.filter((i) => i.op === op).at(-1);
}
