import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/shared/ui/Button';
import { Input } from '@/shared/ui/Input';
import { Select } from '@/shared/ui/Select';
import { withFilter } from '../components/list-params';
import { AUDIT_RECORD_TYPES, auditFilter } from './audit-filters';
import { auditRecordMessage } from './audit-record-words';
import { useQueryChanger } from '@/shared/routing/use-query-changer';

/** Who acted and on what kind of record; each change goes to the address and back to page 1. */
export function AuditFilters() {
  const [params, changeQuery] = useQueryChanger();
  const current = auditFilter(params);
  const [actor, setActor] = useState(current.actor ?? '');
  const intl = useIntl();

  function applyActor(event: FormEvent) {
    event.preventDefault();
    changeQuery((current) => withFilter(current, 'actor', actor));
  }

  return (
    <form
      role="search"
      aria-label={intl.formatMessage({ id: 'admin.settings.auditFilters.label', defaultMessage: 'Filter the audit log' })}
      onSubmit={applyActor}
      className="grid gap-3 px-5 py-4 sm:grid-cols-[1fr_14rem_auto] sm:items-end"
    >
      <Input
        label={intl.formatMessage({ id: 'admin.settings.auditFilters.actor', defaultMessage: "Administrator's e-mail" })}
        type="search"
        inputMode="email"
        autoComplete="off"
        value={actor}
        onChange={(event) => setActor(event.target.value)}
      />
      <Select
        label={intl.formatMessage({ id: 'admin.settings.auditFilters.entity', defaultMessage: 'Record' })}
        value={current.entity ?? ''}
        onChange={(event) => changeQuery((current) => withFilter(current, 'entity', event.target.value))}
      >
        <option value="">{intl.formatMessage({ id: 'admin.settings.auditFilters.allEntities', defaultMessage: 'All records' })}</option>
        {AUDIT_RECORD_TYPES.map((type) => (
          <option key={type} value={type}>
            {intl.formatMessage(auditRecordMessage(type))}
          </option>
        ))}
      </Select>
      <Button type="submit" variant="secondary" className="min-h-11">
        <Search aria-hidden="true" className="size-4" />
        <FormattedMessage id="admin.settings.auditFilters.filter" defaultMessage="Filter" />
      </Button>
    </form>
  );
}
