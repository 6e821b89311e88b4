/**
 * Every script a form fetches after the first load (its checks, its follow-up) is asked for once
 * however many parts of the page ask, and asked for again after a failed request: a visitor on a
 * flaky connection gets the call-now notice and the confirmation at the next try.
 */
import { expect, it, vi } from "vitest";
import { importOnce } from "./load-schemas";

it("asks once while a request is on its way or has arrived, and again after one failed", async () => {
  const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error("connection reset")).mockResolvedValue("module");
  const loader = importOnce(load);

  await expect(loader()).rejects.toThrow("connection reset");
  const [first, second] = [loader(), loader()];
  await expect(first).resolves.toBe("module");
  await expect(second).resolves.toBe("module");
  await expect(loader()).resolves.toBe("module");
  expect(load).toHaveBeenCalledTimes(2);
});
