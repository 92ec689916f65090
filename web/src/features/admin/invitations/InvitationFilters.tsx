import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/shared/ui/Button';
import { Input } from '@/shared/ui/Input';
import { Select } from '@/shared/ui/Select';
import { withFilter } from '../components/list-params';
import { selectClasses } from './touch-target';
import { STATUS_FILTER_LABELS, STATUS_FILTERS, statusFilterOf, statusParam, type StatusFilter } from './invitation-filters';
import { useQueryChanger } from '@/shared/routing/use-query-changer';
import { MAX_SEARCH_LENGTH } from '@nuru/rules/admin';

/** The search text and the status, written to the address (and so to the list's query) when changed. */
export function InvitationFilters() {
  const [params, changeQuery] = useQueryChanger();
  const [search, setSearch] = useState(params.get('q') ?? '');
  const intl = useIntl();

  function onSearch(event: FormEvent) {
    event.preventDefault();
    changeQuery((current) => withFilter(current, 'q', search));
  }

  return (
    <form
      role="search"
      aria-label={intl.formatMessage({ id: 'admin.invitations.invitationFilters.label', defaultMessage: 'Invitations' })}
      onSubmit={onSearch}
      className="grid gap-3 px-5 py-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
    >
      <Input
        label={intl.formatMessage({ id: 'admin.invitations.invitationFilters.searchByEmail', defaultMessage: 'Search by e-mail' })}
        type="search"
        inputMode="email"
        autoComplete="off"
        maxLength={MAX_SEARCH_LENGTH}
        className="min-h-11"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Select
        label={intl.formatMessage({ id: 'admin.invitations.invitationFilters.status', defaultMessage: 'Status' })}
        className={selectClasses}
        value={statusFilterOf(params)}
        onChange={(event) => changeQuery((current) => withFilter(current, 'status', statusParam(event.target.value as StatusFilter)))}
      >
        {STATUS_FILTERS.map((filter) => (
          <option key={filter} value={filter}>
            {intl.formatMessage(STATUS_FILTER_LABELS[filter])}
          </option>
        ))}
      </Select>
      <Button type="submit" variant="secondary" className="min-h-11">
        <Search aria-hidden="true" className="size-4" />
        <FormattedMessage id="admin.invitations.invitationFilters.search" defaultMessage="Search" />
      </Button>
    </form>
  );
}
