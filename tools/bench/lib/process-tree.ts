/**
 * A process's tree and memory, read from Linux's /proc: the benches measure a server with every process
 * it starts, and the service tests check that stopping it leaves none behind.
 */
import { readdirSync, readFileSync } from "node:fs";

/** Every running process's children, by parent id. */
function childrenByParent(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      // The command name in parentheses may hold spaces: the fields after it are state, then parent id.
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // Gone meanwhile.
    }
  }
  return children;
}

/** Every process below `pid` (children, grandchildren…). */
export function descendants(pid: number): number[] {
  const children = childrenByParent();
  const found: number[] = [];
  const visit = (id: number): void => {
    for (const child of children.get(id) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

/** A memory field of /proc/PID/status in bytes (VmRSS: now; VmHWM: the process's peak, kept by the kernel); 0 once it is gone. */
export function memoryOf(pid: number, field: "VmRSS" | "VmHWM"): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(
      readFileSync(`/proc/${pid}/status`, "utf8"),
    );
    return Number(match?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** Resident memory of `pid` and its descendants, in bytes (0 once they are gone). */
export function treeRss(pid: number): number {
  return [pid, ...descendants(pid)].reduce((total, id) => total + memoryOf(id, "VmRSS"), 0);
}
