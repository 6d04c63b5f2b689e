import { useApolloClient, useMutation } from '@apollo/client/react';
import * as z from 'zod/mini';
import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MIN_PASSWORD_LENGTH } from '../../../../common/constants';
import { graphql } from '../../__generated__/gql';
import { Dialog } from '../../components/Dialog';
import { PasswordField } from '../../components/TextField';
import { toast } from '../../components/toast.store';
import { saveJsonFile } from '../../lib/download';
import { serverMessage } from '../../lib/errors';
import { useZodForm } from '../../lib/form';
import { AccountCard } from './AccountCard';
import { DialogActions } from './DialogActions';

const MyDataExportQuery = graphql(`
  query MyDataExport {
    myDataExport {
      fileName
      data
    }
  }
`);

const DeleteMyAccountMutation = graphql(`
  mutation DeleteMyAccount($input: DeleteAccountInput!) {
    deleteMyAccount(input: $input)
  }
`);

const deleteSchema = z.object({ password: z.string().check(z.minLength(MIN_PASSWORD_LENGTH, 'account.password.currentRequired')) });

const EMPTY = { password: '' };

/** "Your data": download everything the site keeps about the user as one JSON file. */
function DownloadData() {
  const intl = useIntl();
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      // Never cached: the file must hold what is true now, and personal data stays out of the cache.
      const { data } = await client.query({ query: MyDataExportQuery, fetchPolicy: 'no-cache' });
      if (!data) throw new Error('no data export');
      saveJsonFile(data.myDataExport.fileName, data.myDataExport.data);
      toast({ title: intl.formatMessage({ id: 'account.data.downloaded' }) });
    } catch (failure) {
      toast({ variant: 'destructive', title: intl.formatMessage({ id: 'account.data.failedTitle' }), description: serverMessage(failure) ?? intl.formatMessage({ id: 'account.data.failed' }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountCard title="account.data.title">
      <p>
        <FormattedMessage id="account.data.intro" />
      </p>
      <button type="button" className="button button--outline" onClick={() => void download()} disabled={busy}>
        <FormattedMessage id={busy ? 'account.data.pending' : 'account.data.download'} />
      </button>
    </AccountCard>
  );
}

/**
 * "Delete my account": the password, then a confirmation step. A wrong password shows at the
 * field; a refusal (a stay still to come, an open balance) shows in the confirmation.
 */
function DeleteAccount({ onDeleted }: { onDeleted: (message: string) => void }) {
  const intl = useIntl();
  const id = useId();
  const keep = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleteAccount, { loading }] = useMutation(DeleteMyAccountMutation);
  const { field, getValues, submit, takeServerError } = useZodForm(deleteSchema, { defaultValues: EMPTY });

  const onSubmit = submit(() => {
    setFailure(null);
    setConfirming(true);
  });

  const close = () => {
    if (!loading) setConfirming(false);
  };

  const confirm = async () => {
    setFailure(null);
    try {
      const { data } = await deleteAccount({ variables: { input: { password: getValues('password') } } });
      onDeleted(data?.deleteMyAccount ?? intl.formatMessage({ id: 'account.delete.done' }));
    } catch (problem) {
      // A wrong password is the field's to show; the dialog closes so the field can be fixed.
      if (takeServerError(problem, ['password'])) {
        setConfirming(false);
        return;
      }
      setFailure(serverMessage(problem) ?? intl.formatMessage({ id: 'account.delete.failed' }));
    }
  };

  return (
    <AccountCard title="account.delete.title" danger>
      <p>
        <FormattedMessage id="account.delete.intro" />
      </p>
      <p>
        <FormattedMessage id="account.delete.kept" />
      </p>
      <form className="form account-form" noValidate onSubmit={onSubmit} aria-label={intl.formatMessage({ id: 'account.delete.title' })}>
        <PasswordField label={intl.formatMessage({ id: 'account.password.current' })} autoComplete="current-password" {...field('password')} />
        <button type="submit" className="button button--danger">
          <FormattedMessage id="account.delete.submit" />
        </button>
      </form>
      {confirming ? (
        <Dialog onClose={close} initialFocus={keep} className="account-dialog" role="alertdialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
          <div className="account-dialog__inner">
            <h2 id={`${id}-title`}>
              <FormattedMessage id="account.delete.confirmTitle" />
            </h2>
            <p id={`${id}-text`}>
              <FormattedMessage id="account.delete.confirmText" />
            </p>
            <DialogActions failure={failure} dismiss="account.delete.keep" dismissRef={keep} onDismiss={close} busy={loading}>
              <button type="button" className="button button--danger" onClick={() => void confirm()} disabled={loading}>
                <FormattedMessage id={loading ? 'account.delete.pending' : 'account.delete.confirm'} />
              </button>
            </DialogActions>
          </div>
        </Dialog>
      ) : null}
    </AccountCard>
  );
}

/** The privacy part of the profile tab: the user's own data, and closing the account (GDPR articles 15, 17 and 20). */
export function PrivacySection({ onDeleted }: { onDeleted: (message: string) => void }) {
  return (
    <>
      <DownloadData />
      <DeleteAccount onDeleted={onDeleted} />
    </>
  );
}
