import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '@/shared/ui/Button';
import { Input } from '@/shared/ui/Input';
import { withFilter } from '../components/list-params';
import { useQueryChanger } from '@/shared/routing/use-query-changer';
import { MAX_SEARCH_LENGTH } from '@nuru/rules/admin';

/** A name search of one of the run's row lists, kept in the address (`param`), back on that list's first page. */
export function RowSearch({ label, param, page }: { label: string; param: string; page: string }) {
  const [params, changeQuery] = useQueryChanger();
  const [search, setSearch] = useState(params.get(param) ?? '');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    changeQuery((current) => withFilter(current, param, search, page), { preventScrollReset: true });
  };
  return (
    <form role="search" aria-label={label} onSubmit={onSubmit} className="flex flex-wrap items-end gap-2 px-5 py-3">
      <div className="min-w-0 flex-1 basis-52">
        <Input
          label={label}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
          maxLength={MAX_SEARCH_LENGTH}
        />
      </div>
      <Button type="submit" variant="secondary" className="min-h-11">
        <FormattedMessage id="admin.disbursement.rowSearch.search" defaultMessage="Search" />
      </Button>
    </form>
  );
}
