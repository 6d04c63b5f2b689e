import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../__generated__/gql';
import { NewPasswordFields, PasswordField } from '../../components/TextField';
import { toast } from '../../components/toast.store';
import { serverMessage } from '../../lib/errors';
import { useZodForm } from '../../lib/form';
import { AccountCard } from './AccountCard';
import { passwordChangeSchema, type PasswordChangeValues } from './password.validation';

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and confirm fields; validated on submit and on every change after that. */
export function PasswordTab() {
  const intl = useIntl();
  const [changePassword, { loading }] = useMutation(ChangePasswordMutation);
  const { field, submit, reset } = useZodForm(passwordChangeSchema, { defaultValues: EMPTY });

  const onSubmit = submit(async ({ currentPassword, newPassword }) => {
    try {
      // Only these two are sent; the confirmation stays here.
      await changePassword({ variables: { input: { currentPassword, newPassword } } });
    } catch (failure) {
      toast({ variant: 'destructive', title: intl.formatMessage({ id: 'account.password.errorTitle' }), description: serverMessage(failure) ?? intl.formatMessage({ id: 'account.password.failed' }) });
      return;
    }
    toast({ title: intl.formatMessage({ id: 'account.password.successTitle' }), description: intl.formatMessage({ id: 'account.password.success' }) });
    reset();
  });

  return (
    <AccountCard title="account.password.title">
      <form className="form account-form" noValidate onSubmit={onSubmit} aria-label={intl.formatMessage({ id: 'account.password.title' })}>
        <PasswordField label={intl.formatMessage({ id: 'account.password.current' })} autoComplete="current-password" {...field('currentPassword')} />
        <NewPasswordFields labels={['account.password.new', 'account.password.confirm']} password={field('newPassword')} confirmation={field('confirmPassword')} />
        <button type="submit" className="button button--primary" disabled={loading}>
          <FormattedMessage id={loading ? 'account.password.pending' : 'account.password.submit'} />
        </button>
      </form>
    </AccountCard>
  );
}
