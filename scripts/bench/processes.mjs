/** The product's Node processes and their resident memory, from /proc (Linux). */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';

export const mib = (kb) => (kb / 1024).toFixed(0);

/** The product's Node processes (by their NATS_PREFIX), name -> pid. @param {string} prefix */
export function productProcesses(prefix) {
  const found = new Map();
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      if (!readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`NATS_PREFIX=${prefix}`)) continue;
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('dist/main.js')) continue;
      found.set(path.basename(readlinkSync(`/proc/${pid}/cwd`)), pid);
    } catch {
      // gone, or not ours
    }
  }
  return found;
}

/** Resident memory in KiB, 0 when the process is gone. */
export function rssKb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** `name mib, ...` of every process. @param {Map<string, string>} processes */
export const memoryLine = (processes) => [...processes].map(([name, pid]) => `${name} ${mib(rssKb(pid))}`).join(', ');

/** CPU milliseconds (user + system, from /proc/<pid>/stat) of a process so far, 0 when it is gone. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // USER_HZ: 100 ticks per second
  } catch {
    return 0;
  }
}

/** CPU milliseconds of every postgres process on the machine (the machine's PostgreSQL is shared: a quiet machine). */
export function postgresMs() {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += cpuMs(pid);
    } catch {
      // gone
    }
  }
  return total;
}
