/**
 * Which remote owns which top-level section. The shell mounts `/<section>/*` and renders the
 * section's component from the remote's `./routes` table; remote URLs come from /mf-remotes.json.
 */
export const REMOTES = {
  risks: 'mfe_risks',
  tasks: 'mfe_tasks',
  admin: 'mfe_admin',
} as const;

export const REMOTE_SECTIONS: ReadonlyArray<{ section: string; remote: string }> = [
  { section: 'risks', remote: REMOTES.risks },
  { section: 'tasks', remote: REMOTES.tasks },
  { section: 'users', remote: REMOTES.admin },
  { section: 'departments', remote: REMOTES.admin },
  { section: 'settings', remote: REMOTES.admin },
  { section: 'activity', remote: REMOTES.admin },
  { section: 'reports', remote: REMOTES.admin },
];
