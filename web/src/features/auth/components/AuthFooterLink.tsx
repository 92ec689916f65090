import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { textLinkClasses } from './AuthCard';

/** A card's footer sentence whose <link>…</link> words lead to another auth screen ("New scholar? Create your account"). */
export function AuthFooterLink({ message, to }: { message: MessageDescriptor; to: string }) {
  return (
    <FormattedMessage
      {...message}
      values={{
        link: (words) => (
          <Link to={to} className={textLinkClasses}>
            {words}
          </Link>
        ),
      }}
    />
  );
}
