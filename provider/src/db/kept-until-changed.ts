/** What is kept is shared by every call: frozen, with its lists, so that no call can change it for the next. */
function frozen<T extends object>(answer: T): T {
  for (const value of Object.values(answer)) if (Array.isArray(value)) Object.freeze(value);
  return Object.freeze(answer);
}

/**
 * One answer read from the database, kept until the database says it changed (see watched-changes.ts). An answer
 * read while a change was being told is used once and not kept.
 */
export function keptUntilChanged<T extends object>(read: () => Promise<T>) {
  let kept: T | undefined;
  let changesTold = 0;
  return {
    async read(): Promise<T> {
      if (kept) return kept;
      const told = changesTold;
      const answer = await read();
      if (told !== changesTold) return answer;
      return (kept = frozen(answer));
    },
    forget(): void {
      changesTold++;
      kept = undefined;
    },
  };
}
