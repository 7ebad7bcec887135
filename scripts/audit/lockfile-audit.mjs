import semver from 'semver';

/**
 * Installed packages of a package-lock.json (v3) that fall in an advisory's vulnerable range.
 * @param {{ packages: Record<string, { version?: string; link?: boolean }> }} lock
 * @param {{ id: string; package: string; vulnerable: string; title: string }[]} advisories
 */
export function findAdvisories(lock, advisories) {
  const found = [];
  for (const [location, entry] of Object.entries(lock.packages ?? {})) {
    if (!location || entry.link || !entry.version) continue;
    const name = location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
    for (const advisory of advisories)
      if (advisory.package === name && semver.satisfies(entry.version, advisory.vulnerable))
        found.push({ ...advisory, location, version: entry.version });
  }
  return found;
}

/**
 * Packages whose name starts with `prefix` installed in more than one version: name -> versions.
 * @param {{ packages: Record<string, { version?: string; link?: boolean }> }} lock
 * @param {string} prefix
 */
export function duplicatedPackages(lock, prefix) {
  /** @type {Map<string, Set<string>>} */
  const versions = new Map();
  for (const [location, entry] of Object.entries(lock.packages ?? {})) {
    if (!location || entry.link || !entry.version) continue;
    const name = location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
    if (!name.startsWith(prefix)) continue;
    versions.set(name, (versions.get(name) ?? new Set()).add(entry.version));
  }
  return Object.fromEntries([...versions].filter(([, v]) => v.size > 1).map(([name, v]) => [name, [...v].sort()]));
}
