// Every feature's Kiswahili messages (its messages/sw.json), merged into one catalogue for the reader of Kiswahili.
const files = import.meta.glob<Record<string, string>>('../../**/messages/sw.json', { eager: true, import: 'default' });

export const swahili: Record<string, string> = Object.assign({}, ...Object.values(files)) as Record<string, string>;
