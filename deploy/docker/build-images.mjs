#!/usr/bin/env node
/**
 * Builds (or with --print, only prints) the docker build command of each image in images.json, tagged
 * with its workspace's version, so each slice ships alone: `node deploy/docker/build-images.mjs rtm/task`.
 * --registry <host/path> prefixes the names (as the production overlay does), --push pushes them.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Each image with its tag and the build arguments of its Dockerfile. */
export function imageBuilds() {
  const { images } = JSON.parse(readFileSync(path.join(ROOT, 'deploy/docker/images.json'), 'utf8'));
  return images.map((entry) => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, entry.workspace, 'package.json'), 'utf8'));
    return {
      ...entry,
      project: pkg.name,
      version: pkg.version,
      buildArgs: { WORKSPACE: entry.workspace, PROJECT: pkg.name, ...entry.args },
    };
  });
}

export function dockerBuildArgs(build, registry = '') {
  const name = registry ? `${registry.replace(/\/$/, '')}/${build.image.replace(/^rtm\//, '')}` : build.image;
  return [
    'build',
    '-f',
    build.dockerfile,
    ...Object.entries(build.buildArgs).flatMap(([key, value]) => ['--build-arg', `${key}=${value}`]),
    '-t',
    `${name}:${build.version}`,
    '.',
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  const registryAt = argv.indexOf('--registry');
  const registry = registryAt >= 0 ? argv[registryAt + 1] : '';
  const wanted = argv.filter((a, i) => !a.startsWith('--') && i !== registryAt + 1);
  const builds = imageBuilds().filter((b) => wanted.length === 0 || wanted.includes(b.image));
  for (const build of builds) {
    const args = dockerBuildArgs(build, registry);
    console.log(`docker ${args.join(' ')}`);
    if (argv.includes('--print')) continue;
    if (spawnSync('docker', args, { cwd: ROOT, stdio: 'inherit' }).status !== 0) process.exit(1);
    if (argv.includes('--push')) {
      const tag = args[args.indexOf('-t') + 1];
      if (spawnSync('docker', ['push', tag], { cwd: ROOT, stdio: 'inherit' }).status !== 0) process.exit(1);
    }
  }
}
