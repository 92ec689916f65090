import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { Select } from '@/shared/ui/Select';
import { batchChoices } from './batch-choices';

type Props = Omit<ComponentProps<typeof Select>, 'label' | 'value' | 'onChange' | 'children'> & {
  /** The programme's batches (Query.programmeBatches), or another list a rule narrows them to. */
  batches: readonly number[];
  /** The chosen batch number, '' when none is. */
  value: string;
  onChange: (value: string) => void;
  /** What '' stands for here: "All batches", or "Choose a batch" where one must be. */
  none: string;
};

/** Every batch choice of the admin screens: "Batch" with the batches of the programme, never a list of its own. */
export function BatchSelect({ batches, value, onChange, none, ...rest }: Props) {
  const intl = useIntl();
  return (
    <Select
      label={intl.formatMessage({ id: 'admin.components.batch.label', defaultMessage: 'Batch' })}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      {...rest}
    >
      <option value="">{none}</option>
      {batchChoices(batches, value).map((batchNo) => (
        <option key={batchNo} value={batchNo}>
          {intl.formatMessage({ id: 'admin.components.batch.choice', defaultMessage: 'Batch {batchNo}' }, { batchNo })}
        </option>
      ))}
    </Select>
  );
}
