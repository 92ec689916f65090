/** The programme's wordmark (docs/behaviour.md §2): a name, the same in every language, so it is not in the message catalogues. */
export const WORDMARK = 'NURU YANGU';
