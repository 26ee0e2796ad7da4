/** @jest-environment node */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { descendants, memoryOf, treeRss } from "../../tools/bench/lib/process-tree";

jest.setTimeout(60_000);

/** A node process that starts a second one and prints that one's pid: a tree of two. */
async function startTree(): Promise<{ parent: ChildProcess; grandchild: number }> {
  const script = `
    const { spawn } = require("node:child_process");
    const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
    console.log(child.pid);
    setInterval(() => {}, 1000);
  `;
  const parent = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "inherit"] });
  const [chunk] = (await once(parent.stdout!, "data")) as [Buffer];
  return { parent, grandchild: Number(chunk.toString().trim()) };
}

describe("a process tree read from /proc", () => {
  it("finds a process's grandchildren and adds their memory to its own", async () => {
    const { parent, grandchild } = await startTree();
    const pid = parent.pid!;
    try {
      expect(descendants(pid)).toEqual([grandchild]);
      const own = memoryOf(pid, "VmRSS");
      const below = memoryOf(grandchild, "VmRSS");
      expect(own).toBeGreaterThan(1024 * 1024);
      expect(below).toBeGreaterThan(1024 * 1024);
      // Each node process holds tens of MiB: the tree's total is well above either alone.
      expect(treeRss(pid)).toBeGreaterThan(Math.max(own, below) + 1024 * 1024);
      expect(memoryOf(pid, "VmHWM")).toBeGreaterThanOrEqual(memoryOf(pid, "VmRSS"));
    } finally {
      process.kill(grandchild, "SIGKILL");
      parent.kill("SIGKILL");
      await once(parent, "exit");
    }
    expect(descendants(pid)).toEqual([]);
    expect(memoryOf(pid, "VmRSS")).toBe(0);
    expect(treeRss(pid)).toBe(0);
  });
});
