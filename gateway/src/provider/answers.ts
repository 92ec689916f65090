/** The `{message}` most provider answers carry. */
export interface MessageAnswer {
  message?: unknown;
}

/** The provider's success message when it sent one, else the portal's. */
export function messageOr(answer: unknown, fallback: string): string {
  const message = (answer as MessageAnswer | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}
