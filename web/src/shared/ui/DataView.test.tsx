/** @vitest-environment happy-dom */
// The four faces of every data view, rendered in a DOM (happy-dom) and read as a person would.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileText } from 'lucide-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataView } from './DataView';
import { EmptyState } from './EmptyState';

afterEach(cleanup);

const failure = { title: 'Could not load your results', fallback: 'Failed to load your results. Please try again later.' };
const gatewayError = (message: string, code = 'UPSTREAM_UNAVAILABLE') =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

function view(value: string[] | null | undefined, error?: unknown, onRetry = vi.fn()) {
  render(
    <DataView
      value={value}
      error={error}
      onRetry={onRetry}
      loading="Loading your results..."
      failure={failure}
      empty={<EmptyState icon={FileText} title="No results uploaded yet" />}
    >
      {(items) => (
        <ul aria-label="Results">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </DataView>,
  );
  return onRetry;
}

describe('DataView', () => {
  it('says what it is loading while nothing has arrived', () => {
    view(undefined);
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Loading your results...');
  });

  it('shows the empty face for an empty answer', () => {
    view([]);
    expect(screen.getByText('No results uploaded yet')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the answer itself', () => {
    view(['2023-2024', '2024-2025']);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['2023-2024', '2024-2025']);
  });

  it('shows the gateway’s message on a failure, and Try again asks once more', async () => {
    const onRetry = view(undefined, gatewayError('The results service is down for maintenance.'));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not load your results');
    expect(alert.textContent).toContain('The results service is down for maintenance.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says the fallback when the failure carries no message (a proxy’s bare 502)', () => {
    view(undefined, new Error('Response not successful: Received status code 502'));
    expect(screen.getByRole('alert').textContent).toContain('Failed to load your results. Please try again later.');
  });

  it('keeps the answer in hand when a refresh fails', () => {
    view(['2024-2025'], gatewayError('Down'));
    expect(screen.getByRole('listitem').textContent).toBe('2024-2025');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing for an expired session (the browser is on its way to /login)', () => {
    const { container } = render(
      <DataView
        value={undefined}
        error={gatewayError('Expired', 'UNAUTHENTICATED')}
        onRetry={() => {}}
        loading="Loading..."
        failure={failure}
      >
        {() => 'data'}
      </DataView>,
    );
    expect(container.innerHTML).toBe('');
  });

  it('puts the other faces in the frame it is given', () => {
    render(
      <DataView
        value={undefined}
        onRetry={() => {}}
        loading="Loading..."
        failure={failure}
        frame={(face) => <section aria-label="Frame">{face}</section>}
      >
        {() => 'data'}
      </DataView>,
    );
    expect(screen.getByRole('region', { name: 'Frame' }).textContent).toBe('Loading...');
  });

  it('blocks the page on its first load and says why it failed (docs/behaviour.md §2)', () => {
    const { rerender } = render(
      <DataView value={undefined} onRetry={() => {}} loading="Loading..." failure={failure} blocking>
        {() => 'data'}
      </DataView>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading your data...');
    rerender(
      <DataView
        value={undefined}
        error={gatewayError('Server error occurred')}
        onRetry={() => {}}
        loading="Loading..."
        failure={failure}
        blocking
      >
        {() => 'data'}
      </DataView>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Error Loading Data' });
    expect(dialog.textContent).toContain('Data loading error: Server error occurred');
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();
  });
});
