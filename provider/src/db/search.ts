/** An ILIKE pattern for "contains": `%` and `_` typed in a search box are letters, not wildcards. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
