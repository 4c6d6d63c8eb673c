/** The order of every "newest first" list: by creation time, and the later-numbered first on a tie. */
export const newestFirst = (
  a: { createdAt: number; seq: number },
  b: { createdAt: number; seq: number },
): number => b.createdAt - a.createdAt || b.seq - a.seq;
