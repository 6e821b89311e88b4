/**
 * How many password checks run at once. An Argon2 check takes a core for tens of milliseconds; on a
 * small server, a flood of sign-ins from many addresses (each within its own limit) would otherwise
 * keep every core hashing, and the public site's pages would wait behind them. One check at a time
 * leaves the other cores to the pages; a few more wait their turn, and past those an attempt is
 * answered "busy" at once, before any database write. An attempt from a known place (see sign-in.ts)
 * always waits for its turn instead, so a member of staff is not turned away by an attacker's flood.
 */
export type VerificationGate = {
  /** Resolves to the function that gives the turn back, or null when too many are waiting already. */
  enter(alwaysWait: boolean): Promise<(() => void) | null>;
};

export function createVerificationGate({ atOnce = 1, waiting = 16 } = {}): VerificationGate {
  let running = 0;
  const queue: (() => void)[] = [];
  const leave = () => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };
  const turn = () => {
    let left = false;
    return () => {
      if (left) return;
      left = true;
      leave();
    };
  };
  return {
    async enter(alwaysWait) {
      if (running < atOnce) {
        running += 1;
        return turn();
      }
      if (queue.length >= waiting && !alwaysWait) return null;
      await new Promise<void>((resolve) => queue.push(resolve));
      return turn();
    },
  };
}
