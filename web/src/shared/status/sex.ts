import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { Sex } from '@/gql/graphql';

const WORDS = defineMessages<Sex>({
  FEMALE: { id: 'shared.sex.female', defaultMessage: 'Female' },
  MALE: { id: 'shared.sex.male', defaultMessage: 'Male' },
});

/** A person's sex, said in the reader's language with intl.formatMessage. */
export function sexMessage(sex: Sex): MessageDescriptor {
  return WORDS[sex];
}
