// Stops and restarts the stack's provider (its database is kept), or makes one of its paths answer
// 500, for tests of how the portal behaves when the provider fails. Always undo it (startProvider,
// healProvider) in a finally or afterEach: the other spec files share this stack.
import { stackPorts } from './ports.js';

async function control(action: string): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${stackPorts.control}/provider/${action}`, { method: 'POST' });
  if (!response.ok) throw new Error(`The stack could not ${action} the provider: ${response.status} ${await response.text()}`);
}

export const stopProvider = () => control('stop');
export const startProvider = () => control('start');
/** `path` as the provider serves it, e.g. '/api/results/all'. */
export const failProviderPath = (path: string) => control(`fail?path=${encodeURIComponent(path)}`);
export const healProvider = () => control('heal');
