import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { MAX_PHOTO_ALT_LENGTH, PHOTO_MAX_BYTES } from '../../../../../common/constants';
import type { AdminPropertyPhotosQuery } from '../../../__generated__/graphql';
import { Icon } from '../../../components/icons';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/toast.store';
import { serverMessage } from '../../../lib/errors';
import { useZodForm } from '../../../lib/form';
import type { MessageId } from '../../../lib/message-id';
import { ConfirmDialog } from '../ConfirmDialog';
import { ListStatus } from '../ListStatus';
import { adminPropertyPhotosQuery, deletePhotoMutation, forgetCardImage, reorderPhotosMutation, updatePhotoAltMutation, uploadPhoto, UploadError, writePhotos } from './photos.operations';
import './villa-photos.css';

type Picture = NonNullable<AdminPropertyPhotosQuery['adminProperty']>['images'][number];
type Photo = Picture & { id: string };

/** An uploaded photo; the generated illustrations (no id) are shown by the storefront only while there are none. */
const isPhoto = (image: Picture): image is Photo => image.id !== null;

/** What the server takes (it reads the type from the bytes; this only narrows the file chooser). */
const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp,image/avif';
const MAX_MB = PHOTO_MAX_BYTES / (1024 * 1024);
/** The thumbnails are at most this wide, so the browser takes the smallest rendition. */
const THUMBNAIL_SIZES = '200px';

type Move = -1 | 1;

/** A photo's alternative texts, English and German; the server checks them. */
const altSchema = z.object({ alt: z.string(), altDe: z.string() });
type AltValues = z.infer<typeof altSchema>;
interface Failure {
  name: string;
  message: string;
}

/**
 * The photos of a stored villa, in gallery order: upload one or several (REST, one
 * after the other, each shown as soon as it is in), move up or down (the first is the card
 * image), edit the English and German alternative texts side by side, delete after confirming.
 * It sits inside the villa form, so every button is type="button" and Enter in a text saves
 * that photo's texts, never the villa.
 */
export function VillaPhotos({ propertyId }: { propertyId: string }) {
  const intl = useIntl();
  const hintId = useId();
  const apollo = useApolloClient();
  const { data, loading, error, refetch } = useQuery(adminPropertyPhotosQuery, { variables: { id: propertyId } });
  const [reorder] = useMutation(reorderPhotosMutation);
  const [remove, removal] = useMutation(deletePhotoMutation);
  const [progress, setProgress] = useState<{ number: number; count: number; name: string } | null>(null);
  const [failures, setFailures] = useState<Failure[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [confirming, setConfirming] = useState<{ photo: Photo; number: number } | null>(null);
  const focusAfterMove = useRef<{ id: string; by: Move; index: number } | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const message = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const photos = (data?.adminProperty?.images ?? []).filter(isPhoto);

  // A moved photo keeps the focus on the button that moved it (or, at either end, the other one),
  // once it is in its new place: moving a focused element in the document blurs it.
  useEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted || photos[wanted.index]?.id !== wanted.id) return;
    focusAfterMove.current = null;
    const item = list.current?.querySelector(`[data-photo-id="${wanted.id}"]`);
    const same = item?.querySelector<HTMLButtonElement>(`[data-move="${wanted.by}"]`);
    (same && !same.disabled ? same : item?.querySelector<HTMLButtonElement>(`[data-move="${-wanted.by}"]`))?.focus();
  });

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared at once, so choosing the same file again (after fixing it) is a change too.
    event.target.value = '';
    if (!files.length || progress) return;
    setFailures([]);
    const failed: Failure[] = [];
    let uploaded = 0;
    for (const [i, file] of files.entries()) {
      setProgress({ number: i + 1, count: files.length, name: file.name });
      if (file.size > PHOTO_MAX_BYTES) {
        // Not sent: the server would refuse it after the whole file had travelled.
        failed.push({ name: file.name, message: message('admin.villa.photos.tooLarge', { maxMb: MAX_MB }) });
        continue;
      }
      try {
        await uploadPhoto(propertyId, file, intl.locale);
        uploaded += 1;
        forgetCardImage(apollo.cache, propertyId);
        await refetch().catch(() => undefined);
      } catch (e) {
        const text = e instanceof UploadError ? e.serverMessage : undefined;
        failed.push({ name: file.name, message: text ?? message(e instanceof UploadError && e.network ? 'admin.villa.photos.networkError' : 'admin.villa.photos.uploadError') });
      }
    }
    setProgress(null);
    setFailures(failed);
    if (uploaded) setAnnouncement(message('admin.villa.photos.uploaded', { count: uploaded }));
  };

  const move = (photo: Photo, by: Move) => {
    const from = photos.findIndex((p) => p.id === photo.id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= photos.length) return;
    const next = [...photos];
    [next[from], next[to]] = [next[to], next[from]];
    focusAfterMove.current = { id: photo.id, by, index: to };
    setAnnouncement(message('admin.villa.photos.moved', { number: to + 1, count: next.length }));
    reorder({
      variables: { input: { propertyId, ids: next.map((p) => p.id) } },
      // Shown at once; the server's order replaces it (or the old one comes back on failure).
      optimisticResponse: { reorderPropertyImages: next },
      update: (cache, { data: answer }) => answer && writePhotos(cache, propertyId, answer.reorderPropertyImages),
    }).catch((e: unknown) => toast({ title: message('admin.villa.photos.failed'), description: serverMessage(e), variant: 'destructive' }));
  };

  const confirmDelete = async () => {
    if (!confirming) return;
    const { photo } = confirming;
    setConfirming(null);
    try {
      const { data: answer } = await remove({
        variables: { propertyId, imageId: photo.id },
        update: (cache, { data: result }) => result && writePhotos(cache, propertyId, result.deletePropertyImage),
      });
      // Without photos the villa shows its illustrations again: ask for what it has now.
      if (answer && !answer.deletePropertyImage.length) await refetch().catch(() => undefined);
      toast({ title: message('admin.villa.photos.deleted') });
      fileInput.current?.focus();
    } catch (e) {
      toast({ title: message('admin.villa.photos.failed'), description: serverMessage(e), variant: 'destructive' });
    }
  };

  return (
    <div className="villa-photos">
      <p id={hintId} className="form-field__hint">
        <FormattedMessage id="admin.villa.photos.hint" values={{ maxMb: MAX_MB }} />
      </p>
      <div className="villa-photos__add">
        <label className={`button button--outline button--small villa-photos__choose${progress ? ' is-disabled' : ''}`}>
          <input
            ref={fileInput}
            type="file"
            className="visually-hidden"
            accept={ACCEPTED_TYPES}
            multiple
            disabled={progress !== null}
            aria-describedby={hintId}
            onChange={(event) => void upload(event)}
          />
          <Icon name="camera" />
          <FormattedMessage id="admin.villa.photos.add" />
        </label>
        <p className="villa-photos__progress" role="status">
          {progress ? <FormattedMessage id="admin.villa.photos.uploading" values={progress} /> : announcement}
        </p>
      </div>

      {failures.length ? (
        <div className="villa-photos__failures" role="alert">
          <p>
            <FormattedMessage id="admin.villa.photos.notUploaded" values={{ count: failures.length }} />
          </p>
          <ul>
            {failures.map((failure, i) => (
              <li key={i}>
                <strong>{failure.name}</strong>: {failure.message}
              </li>
            ))}
          </ul>
          <button type="button" className="button button--outline button--small" onClick={() => setFailures([])}>
            <FormattedMessage id="admin.villa.photos.dismiss" />
          </button>
        </div>
      ) : null}

      {photos.length ? (
        <ol ref={list} className="villa-photos__list" aria-label={message('admin.villa.photos.list')}>
          {photos.map((photo, i) => (
            <PhotoItem key={photo.id} photo={photo} propertyId={propertyId} number={i + 1} count={photos.length} onMove={move} onDelete={() => setConfirming({ photo, number: i + 1 })} />
          ))}
        </ol>
      ) : loading || error ? (
        <ListStatus loading={loading} error={error} empty onRetry={() => void refetch()} />
      ) : (
        <p className="admin-status">
          <FormattedMessage id="admin.villa.photos.none" />
        </p>
      )}

      <ConfirmDialog
        open={confirming !== null && !removal.loading}
        title={message('admin.villa.photos.deleteTitle', { number: confirming?.number ?? 0 })}
        description={message('admin.villa.photos.deleteDescription')}
        confirmLabel={message('admin.villa.photos.deleteConfirm')}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}

/** One photo: its thumbnail, its place in the gallery, both alternative texts and its actions. */
function PhotoItem({ photo, propertyId, number, count, onMove, onDelete }: { photo: Photo; propertyId: string; number: number; count: number; onMove: (photo: Photo, by: Move) => void; onDelete: () => void }) {
  const intl = useIntl();
  const [defaultValues] = useState(() => ({ alt: photo.altEn ?? '', altDe: photo.altDe ?? '' }));
  const { control, field, submit, takeServerError } = useZodForm(altSchema, { defaultValues });
  const [alt, altDe] = useWatch({ control, name: ['alt', 'altDe'] });
  const [saveAlt, saving] = useMutation(updatePhotoAltMutation);
  const message = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const changed = alt !== (photo.altEn ?? '') || altDe !== (photo.altDe ?? '');

  const save = async ({ alt, altDe }: AltValues) => {
    if (!changed) return;
    try {
      await saveAlt({
        variables: { input: { propertyId, imageId: photo.id, alt, altDe } },
        update: (cache, { data }) => {
          const saved = data?.updatePropertyImageAlt;
          const images = cache.readQuery({ query: adminPropertyPhotosQuery, variables: { id: propertyId } })?.adminProperty?.images;
          if (saved && images) writePhotos(cache, propertyId, images.map((image) => (image.id === saved.id ? saved : image)));
        },
      });
      toast({ title: message('admin.villa.photos.altSaved', { number }) });
    } catch (e) {
      if (!takeServerError(e, ['alt', 'altDe'])) toast({ title: message('admin.villa.photos.failed'), description: serverMessage(e), variant: 'destructive' });
    }
  };

  // Enter in a text saves this photo's texts; it must not submit the villa form around it.
  const saveOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit(save)(event);
  };

  return (
    <li className="villa-photos__item" data-photo-id={photo.id}>
      <fieldset className="villa-photos__fieldset">
        <legend className="villa-photos__legend">
          <FormattedMessage id="admin.villa.photos.photo" values={{ number, count }} />
          {number === 1 ? (
            <span className="admin-badge admin-badge--completed">
              <FormattedMessage id="admin.villa.photos.cardImage" />
            </span>
          ) : null}
        </legend>
        <div className="villa-photos__thumb">
          <ResponsiveImage image={photo} sizes={THUMBNAIL_SIZES} fallbackAlt={message('admin.villa.photos.photo', { number, count })} />
        </div>
        <div className="villa-photos__texts">
          <div className="villa-editor__pair">
            <TextField label={message('admin.villa.photos.altEn')} maxLength={MAX_PHOTO_ALT_LENGTH} autoComplete="off" onKeyDown={saveOnEnter} {...field('alt')} />
            <TextField label={message('admin.villa.photos.altDe')} lang="de" maxLength={MAX_PHOTO_ALT_LENGTH} autoComplete="off" onKeyDown={saveOnEnter} {...field('altDe')} />
          </div>
          <div className="villa-photos__actions">
            <button type="button" className="button button--primary button--small" disabled={!changed || saving.loading} onClick={submit(save)}>
              <FormattedMessage id={saving.loading ? 'admin.villa.saving' : 'admin.villa.photos.saveAlt'} />
            </button>
            <button type="button" className="button button--outline button--small" data-move="-1" disabled={number === 1} onClick={() => onMove(photo, -1)}>
              <span aria-hidden="true">↑ </span>
              <FormattedMessage id="admin.villa.photos.moveUp" />
            </button>
            <button type="button" className="button button--outline button--small" data-move="1" disabled={number === count} onClick={() => onMove(photo, 1)}>
              <span aria-hidden="true">↓ </span>
              <FormattedMessage id="admin.villa.photos.moveDown" />
            </button>
            <button type="button" className="button button--danger button--small" onClick={onDelete}>
              <Icon name="trash" />
              <FormattedMessage id="admin.villa.photos.delete" />
            </button>
          </div>
        </div>
      </fieldset>
    </li>
  );
}
