/** @jest-environment node */
import { batched } from "../../../src/server/storage/batch";

describe("batched (group commit)", () => {
  it("writes the calls that arrive together in one batch, and gives each its own result", async () => {
    const batches: number[][] = [];
    const double = batched(async (items: number[]) => {
      batches.push(items);
      return items.map((item) => item * 2);
    });
    expect(await Promise.all([1, 2, 3].map(double))).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it("collects what arrives during a write into the next batch", async () => {
    const batches: number[][] = [];
    let release = (): void => undefined;
    const write = batched(async (items: number[]) => {
      batches.push(items);
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return items;
    });
    const first = write(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [write(2), write(3)];
    release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3]);
    expect(batches).toEqual([[1], [2, 3]]);
  });

  it("fails only the item that cannot be written", async () => {
    const write = batched(async (items: string[]) => {
      if (items.includes("bad")) throw new Error("refused");
      return items.map((item) => item.toUpperCase());
    });
    const results = await Promise.allSettled(["a", "bad", "c"].map(write));
    expect(results).toEqual([
      { status: "fulfilled", value: "A" },
      { status: "rejected", reason: new Error("refused") },
      { status: "fulfilled", value: "C" },
    ]);
  });
});
