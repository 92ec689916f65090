/** The programme's wordmark (spec 2): a name, the same in every language, so it is not in the message catalogues. */
export const WORDMARK = 'NURU YANGU';
