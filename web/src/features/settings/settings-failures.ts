// The gateway words each settings failure itself ('Failed to ...' per operation, spec section 8);
// this only stands in for an answer that carries no message, such as a proxy's bare 502.
export const SETTINGS_FAILED = 'Failed to reach your settings. Please try again later.';
