import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { PHOTO_MAX_BYTES } from '../../common/constants';
import { gql, signUp, signUpAdmin, type Account, type Agent } from '../helpers/accounts';
import { makePlace, makeProperty } from '../helpers/catalogue-factory';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
let mediaDir: string;
let admin: Account;
let customer: Account;
let destinationKey: string;

beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'villa-media-'));
  app = await startTestApp({ MEDIA_DIR: mediaDir });
  admin = await signUpAdmin(app);
  customer = await signUp(app);
  destinationKey = (await makePlace(app.db)).key;
});
afterAll(async () => {
  await app.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const ILLUSTRATIONS = ['/images/villas/corfu-villa-thalassa/1.svg', '/images/villas/corfu-villa-thalassa/2.svg'];
const newVilla = () => makeProperty(app.db, { destinationKey, images: ILLUSTRATIONS, title: 'Villa Lumen' });

let shade = 0;
/** A photo-like test image (a gradient and some noise, so encoders have work), a new one each call. */
async function picture(width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'avif', options: { alpha?: boolean; orientation?: number } = {}): Promise<Buffer> {
  shade += 1;
  const channels = options.alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = (shade * 37 + ((x * y) % 23)) % 256;
      if (options.alpha) pixels[i + 3] = x < width / 2 ? 255 : 64;
    }
  }
  let image = sharp(pixels, { raw: { width, height, channels } });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation }).withExif({ IFD0: { Copyright: 'Private photographer', Artist: 'Someone' } });
  return image.toFormat(format).toBuffer();
}

function upload(agent: Agent, villaId: string, file: Buffer | undefined, name = 'photo.jpg', fields: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const req = agent.post(`/api/admin/properties/${villaId}/images`).set(headers);
  for (const [key, value] of Object.entries(fields)) req.field(key, value);
  return file ? req.attach('file', file, { filename: name, contentType: name.endsWith('.png') ? 'image/png' : 'image/jpeg' }) : req;
}

/** Every file under the media directory, relative to it (the staging folder included). */
function mediaFiles(): string[] {
  return (fs.readdirSync(mediaDir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(mediaDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function photoRows(villaId: string): Promise<number> {
  const [{ count }] = await app.db.query('SELECT count(*)::int AS count FROM property_images WHERE property_id = $1', [villaId]);
  return count;
}

/** GET a served file as bytes. */
function fetchFile(url: string) {
  return app.http
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

interface ImageJson {
  id: string;
  url: string;
  width: number;
  height: number;
  position: number;
  srcset: string;
  avifSrcset: string;
  alt: string;
  altDe: string;
  original: { mime: string; bytes: number; width: number; height: number };
  variants: { format: string; width: number; height: number; url: string }[];
}

const IMAGES_QUERY = `query($id: ID!) { property(id: $id) { image { url } images { id url width height alt srcset avifSrcset } } }`;
type ImagesData = { property: { image: { url: string } | null; images: { id: string | null; url: string; width: number; height: number; alt: string; srcset: string; avifSrcset: string }[] } };

describe('uploading photos', () => {
  it('turns a JPEG into AVIF and WebP at 480, 960 and 1600 px plus a 960 px JPEG, content-hashed and served for a year', async () => {
    const villa = await newVilla();
    const jpeg = await picture(2400, 1600, 'jpeg');
    const res = await upload(admin.agent, villa.id, jpeg, 'beach.jpg', { alt: 'The pool at dusk', altDe: 'Der Pool in der Abenddämmerung' });
    expect(res.status).toBe(201);
    const image = res.body as ImageJson;
    const folder = `/media/villas/${villa.id}/${image.id}/`;
    expect(image).toMatchObject({ position: 0, width: 960, height: 640, alt: 'The pool at dusk', altDe: 'Der Pool in der Abenddämmerung', original: { mime: 'image/jpeg', bytes: jpeg.length, width: 2400, height: 1600 } });
    expect(image.url).toMatch(new RegExp(`^${folder}[0-9a-f]{16}-960\\.jpg$`));
    expect(image.variants.map((v) => `${v.format} ${v.width}x${v.height}`).sort()).toEqual(['avif 1600x1067', 'avif 480x320', 'avif 960x640', 'jpeg 960x640', 'webp 1600x1067', 'webp 480x320', 'webp 960x640']);
    const stem = image.url.slice(folder.length, folder.length + 16);
    expect(image.srcset).toBe(`${folder}${stem}-480.webp 480w, ${folder}${stem}-960.webp 960w, ${folder}${stem}-1600.webp 1600w`);
    expect(image.avifSrcset).toBe(`${folder}${stem}-480.avif 480w, ${folder}${stem}-960.avif 960w, ${folder}${stem}-1600.avif 1600w`);

    // On disk: exactly these seven files, in the photo's own folder.
    expect(mediaFiles()).toEqual(expect.arrayContaining(image.variants.map((v) => v.url.slice('/media/'.length))));
    expect(fs.readdirSync(path.join(mediaDir, 'villas', villa.id, image.id))).toHaveLength(7);

    // Served with a year of immutable caching, each in its format and width.
    for (const variant of image.variants) {
      const file = await fetchFile(variant.url);
      expect([variant.url, file.status]).toEqual([variant.url, 200]);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['content-type']).toBe({ avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' }[variant.format]);
      const meta = await sharp(file.body as Buffer).metadata();
      expect({ format: meta.format === 'heif' ? 'avif' : meta.format, width: meta.width, height: meta.height }).toEqual({ format: variant.format, width: variant.width, height: variant.height });
    }
  });

  it('shows uploads on the Property type: url, size, alt in the request language and srcsets; REST images are their URLs', async () => {
    const villa = await newVilla();
    const first = (await upload(admin.agent, villa.id, await picture(1800, 1200, 'jpeg'), 'a.jpg', { alt: 'Terrace', altDe: 'Terrasse' })).body as ImageJson;
    const second = (await upload(admin.agent, villa.id, await picture(1000, 1500, 'png'), 'b.png', { alt: 'Bedroom' })).body as ImageJson;
    expect(second.position).toBe(1);

    const en = await app.graphql<ImagesData>(IMAGES_QUERY, { id: villa.id });
    expect(en.errors).toBeUndefined();
    expect(en.data!.property.images).toEqual([
      { id: first.id, url: first.url, width: 960, height: 640, alt: 'Terrace', srcset: first.srcset, avifSrcset: first.avifSrcset },
      { id: second.id, url: second.url, width: 960, height: 1440, alt: 'Bedroom', srcset: second.srcset, avifSrcset: second.avifSrcset },
    ]);
    expect(en.data!.property.image).toEqual({ url: first.url });
    expect(second.srcset.split(', ').map((c) => c.split(' ')[1])).toEqual(['480w', '960w', '1000w']);

    // German: the German text, or the English one when there is none.
    const de = await app.graphql<ImagesData>(IMAGES_QUERY, { id: villa.id }, { 'Accept-Language': 'de' });
    expect(de.data!.property.images.map((i) => i.alt)).toEqual(['Terrasse', 'Bedroom']);

    for (const url of [`/api/properties/${villa.id}`]) {
      const rest = await app.http.get(url);
      expect(rest.body.images).toEqual([first.url, second.url]);
    }
    const list = await app.http.get('/api/properties');
    expect(list.body.find((p: { id: string }) => p.id === villa.id).images).toEqual([first.url, second.url]);
    // A card's picture alone (fields=image): the first upload, as GraphQL's card image, in a list and for the villa.
    const cards = await app.http.get('/api/properties?fields=id,image,title');
    expect(cards.body.find((p: { id: string }) => p.id === villa.id)).toEqual({ id: villa.id, title: villa.title, image: first.url });
    expect((await app.http.get(`/api/properties/${villa.id}?fields=image`)).body).toEqual({ image: first.url });
  });

  it('keeps the generated illustrations of a villa without photos, as pictures of their known size', async () => {
    const villa = await newVilla();
    const res = await app.graphql<ImagesData>(IMAGES_QUERY, { id: villa.id });
    expect(res.data!.property.images).toEqual(ILLUSTRATIONS.map((url) => ({ id: null, url, width: 1200, height: 800, alt: '', srcset: '', avifSrcset: '' })));
    expect(res.data!.property.image).toEqual({ url: ILLUSTRATIONS[0] });
    expect((await app.http.get(`/api/properties/${villa.id}`)).body.images).toEqual(ILLUSTRATIONS);
  });

  it('turns photos upright by their EXIF orientation and drops EXIF, GPS and other metadata', async () => {
    const villa = await newVilla();
    // Stored 1200 × 800 and tagged "rotate 90°": shown 800 × 1200.
    const res = await upload(admin.agent, villa.id, await picture(1200, 800, 'jpeg', { orientation: 6 }));
    expect(res.status).toBe(201);
    expect(res.body.original).toMatchObject({ width: 800, height: 1200 });
    expect(res.body).toMatchObject({ width: 800, height: 1200 });
    for (const variant of res.body.variants as ImageJson['variants']) {
      const meta = await sharp((await fetchFile(variant.url)).body as Buffer).metadata();
      expect({ url: variant.url, portrait: meta.height! > meta.width!, exif: meta.exif, orientation: meta.orientation }).toEqual({ url: variant.url, portrait: true, exif: undefined, orientation: undefined });
    }
  });

  it('never enlarges a small photo; a transparent PNG gets a white JPEG fallback', async () => {
    const villa = await newVilla();
    const res = await upload(admin.agent, villa.id, await picture(300, 200, 'png', { alpha: true }), 'logo.png');
    expect(res.status).toBe(201);
    expect(res.body.variants.map((v: ImageJson['variants'][number]) => `${v.format} ${v.width}x${v.height}`).sort()).toEqual(['avif 300x200', 'jpeg 300x200', 'webp 300x200']);
    expect(res.body).toMatchObject({ width: 300, height: 200, original: { mime: 'image/png' } });
    expect(res.body.srcset).toMatch(/-300\.webp 300w$/);
    const jpeg = await sharp((await fetchFile(res.body.url)).body as Buffer)
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The right half was 25 % opaque: on white it is light, never black.
    const right = (jpeg.info.width * 100 + 290) * jpeg.info.channels;
    expect(jpeg.data[right + 1]).toBeGreaterThan(150);
  });

  it('reads the type from the bytes: WebP and AVIF are taken, whatever name and Content-Type come with them', async () => {
    const villa = await newVilla();
    const webp = await upload(admin.agent, villa.id, await picture(640, 480, 'webp'), 'photo.jpg');
    expect(webp.status).toBe(201);
    expect(webp.body.original.mime).toBe('image/webp');
    const avif = await upload(admin.agent, villa.id, await picture(640, 480, 'avif'), 'photo.png');
    expect(avif.status).toBe(201);
    expect(avif.body.original.mime).toBe('image/avif');
  });

  describe('bad uploads are answered 400 naming the field `file`, and store nothing', () => {
    const bad: [string, () => Promise<Buffer | undefined>, string | RegExp][] = [
      ['a text file named .jpg', async () => Buffer.from('This is not a photo, just some words in a file called photo.jpg.\n'.repeat(20)), 'The photo (file) is not a JPEG, PNG, WebP or AVIF image.'],
      ['a GIF', () => sharp({ create: { width: 40, height: 30, channels: 3, background: 'red' } }).gif().toBuffer(), 'The photo (file) is not a JPEG, PNG, WebP or AVIF image.'],
      ['an SVG', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'), 'The photo (file) is not a JPEG, PNG, WebP or AVIF image.'],
      ['an empty file', async () => Buffer.alloc(0), /The photo \(file\) is not a JPEG|Please attach exactly one photo/],
      ['a truncated JPEG', async () => (await picture(1600, 1200, 'jpeg')).subarray(0, 20_000), 'The photo (file) is damaged or incomplete and cannot be read as an image.'],
      ['a truncated PNG', async () => {
        const png = await picture(800, 600, 'png');
        return png.subarray(0, png.length - 5000);
      }, 'The photo (file) is damaged or incomplete and cannot be read as an image.'],
      ['a file over 15 MB', async () => Buffer.concat([await picture(200, 200, 'jpeg'), Buffer.alloc(PHOTO_MAX_BYTES)]), 'The photo (file) is larger than 15 MB.'],
      ['no file at all', async () => undefined, 'Please attach exactly one photo, in the field file.'],
    ];

    it.each(bad)('%s', async (_name, make, message) => {
      const villa = await newVilla();
      const before = mediaFiles();
      const res = await upload(admin.agent, villa.id, await make(), 'photo.jpg', { alt: 'Should not be kept' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'file', message: typeof message === 'string' ? message : expect.stringMatching(message) });
      expect(await photoRows(villa.id)).toBe(0);
      expect(mediaFiles()).toEqual(before);
      const audit = await admin.agent.get(`/api/admin/audit?targetId=${villa.id}`);
      expect(audit.body).toEqual([]);
    });

    it('a file under another field name, or two files', async () => {
      const villa = await newVilla();
      const jpeg = await picture(100, 100, 'jpeg');
      const other = await admin.agent.post(`/api/admin/properties/${villa.id}/images`).attach('photo', jpeg, 'a.jpg');
      expect(other.status).toBe(400);
      expect(other.body).toMatchObject({ field: 'file', message: 'Please attach exactly one photo, in the field file.' });
      const two = await admin.agent.post(`/api/admin/properties/${villa.id}/images`).attach('file', jpeg, 'a.jpg').attach('file', jpeg, 'b.jpg');
      expect(two.status).toBe(400);
      expect(two.body.field).toBe('file');
      expect(await photoRows(villa.id)).toBe(0);
    });

    it('answers in German', async () => {
      const villa = await newVilla();
      const res = await upload(admin.agent, villa.id, Buffer.from('hello'), 'photo.jpg', {}, { 'Accept-Language': 'de' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Das Foto (file) ist kein JPEG-, PNG-, WebP- oder AVIF-Bild.');
    });

    it('an alternative text that is too long or spans lines', async () => {
      const villa = await newVilla();
      const jpeg = await picture(200, 150, 'jpeg');
      const long = await upload(admin.agent, villa.id, jpeg, 'a.jpg', { alt: 'x'.repeat(251) });
      expect(long.status).toBe(400);
      expect(long.body).toMatchObject({ field: 'alt', message: 'alt must be at most 250 characters.' });
      const lines = await upload(admin.agent, villa.id, jpeg, 'a.jpg', { altDe: 'one\ntwo' });
      expect(lines.status).toBe(400);
      expect(lines.body.field).toBe('altDe');
      expect(await photoRows(villa.id)).toBe(0);
    });
  });

  it('refuses the same photo twice for one villa (409) and an unknown villa (404)', async () => {
    const villa = await newVilla();
    const jpeg = await picture(300, 200, 'jpeg');
    expect((await upload(admin.agent, villa.id, jpeg)).status).toBe(201);
    const again = await upload(admin.agent, villa.id, jpeg);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'This photo is already in the gallery of this villa.', field: 'file' });
    expect(await photoRows(villa.id)).toBe(1);
    // Another villa may use it.
    expect((await upload(admin.agent, (await newVilla()).id, jpeg)).status).toBe(201);
    const unknown = await upload(admin.agent, '00000000-0000-4000-8000-000000000000', jpeg);
    expect(unknown.status).toBe(404);
  });
});

describe('managing a gallery', () => {
  async function gallery() {
    const villa = await newVilla();
    const ids: string[] = [];
    for (const alt of ['One', 'Two', 'Three']) ids.push((await upload(admin.agent, villa.id, await picture(500, 400, 'jpeg'), 'p.jpg', { alt })).body.id);
    return { villa, ids };
  }
  const order = async (villaId: string) => ((await app.graphql<ImagesData>(IMAGES_QUERY, { id: villaId })).data!.property.images).map((i) => i.alt);

  it('reorders over REST and GraphQL; the first becomes the card image; every id exactly once', async () => {
    const { villa, ids } = await gallery();
    const rest = await admin.agent.put(`/api/admin/properties/${villa.id}/images/order`).send({ ids: [ids[2], ids[0], ids[1]] });
    expect(rest.status).toBe(200);
    expect(rest.body.map((i: ImageJson) => [i.alt, i.position])).toEqual([
      ['Three', 0],
      ['One', 1],
      ['Two', 2],
    ]);
    expect(await order(villa.id)).toEqual(['Three', 'One', 'Two']);
    expect((await app.http.get(`/api/properties/${villa.id}`)).body.images[0]).toBe(rest.body[0].url);

    const graph = await gql<{ reorderPropertyImages: { id: string; alt: string }[] }>(
      admin.agent,
      'mutation($input: ReorderPropertyImagesInput!) { reorderPropertyImages(input: $input) { id alt } }',
      { input: { propertyId: villa.id, ids: [ids[1], ids[2], ids[0]] } },
    );
    expect(graph.errors).toBeUndefined();
    expect(graph.data!.reorderPropertyImages.map((i) => i.alt)).toEqual(['Two', 'Three', 'One']);
    expect(await order(villa.id)).toEqual(['Two', 'Three', 'One']);

    for (const wrong of [[ids[0], ids[1]], [ids[0], ids[1], ids[1]], [ids[0], ids[1], ids[2], '00000000-0000-4000-8000-000000000000'], ['nope'], 'not-a-list']) {
      const res = await admin.agent.put(`/api/admin/properties/${villa.id}/images/order`).send({ ids: wrong });
      expect([JSON.stringify(wrong), res.status, res.body.field]).toEqual([JSON.stringify(wrong), 400, 'ids']);
    }
    expect(await order(villa.id)).toEqual(['Two', 'Three', 'One']);
  });

  it("a search card's picture is the gallery's first photo, in one statement with the page, beside full galleries when asked", async () => {
    const { villa, ids } = await gallery();
    expect((await admin.agent.put(`/api/admin/properties/${villa.id}/images/order`).send({ ids: [...ids].reverse() })).status).toBe(200);
    type Card = { id: string; image: { alt: string; srcset: string } | null; images?: { alt: string }[] };
    const search = async (fields: string) => {
      const before = app.sql.statementCount;
      const res = await app.graphql<{ properties: { items: Card[] } }>(`query($page: PageInput) { properties(page: $page) { items { id ${fields} } } }`, { page: { limit: 100 } });
      expect(res.errors).toBeUndefined();
      return { card: res.data!.properties.items.find((item) => item.id === villa.id)!, statements: app.sql.statementCount - before };
    };
    const cardOnly = await search('image { alt srcset }');
    expect(cardOnly.card.image).toMatchObject({ alt: 'Three', srcset: expect.stringContaining('480w') });
    expect(cardOnly.statements).toBe(1);
    // Of each villa's gallery (up to 40 photos, every size and format) the page reads the first photo only.
    const lastText = () => { const { query } = app.sql.lastStatement! as { query: string | { text: string } }; return typeof query === 'string' ? query : query.text; };
    expect(lastText()).toMatch(/FROM \(SELECT \* FROM property_images WHERE property_id = "p"\."id" ORDER BY position LIMIT 1\)/);
    const withGallery = await search('image { alt srcset } images { alt }');
    expect(withGallery.card.image).toEqual(cardOnly.card.image);
    expect(withGallery.card.images!.map((i) => i.alt)).toEqual(['Three', 'Two', 'One']);
    expect(withGallery.statements).toBe(1);
    expect(lastText()).not.toContain('ORDER BY position LIMIT 1');
    // A villa without uploads keeps its first illustration as the card's picture.
    const plain = await newVilla();
    const res = await app.graphql<{ properties: { items: { id: string; image: { url: string } }[] } }>('query($page: PageInput) { properties(page: $page) { items { id image { url } } } }', { page: { limit: 100 } });
    expect(res.data!.properties.items.find((item) => item.id === plain.id)!.image.url).toBe(ILLUSTRATIONS[0]);
  });

  it('changes alternative texts in English and German over REST and GraphQL', async () => {
    const { villa, ids } = await gallery();
    const rest = await admin.agent.patch(`/api/admin/properties/${villa.id}/images/${ids[0]}`).send({ alt: '  Sea view  ', altDe: 'Meerblick' });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ id: ids[0], alt: 'Sea view', altDe: 'Meerblick' });
    // A field left out keeps its value.
    const onlyDe = await admin.agent.patch(`/api/admin/properties/${villa.id}/images/${ids[0]}`).send({ altDe: 'Blick aufs Meer' });
    expect(onlyDe.body).toMatchObject({ alt: 'Sea view', altDe: 'Blick aufs Meer' });

    const graph = await gql<{ updatePropertyImageAlt: { id: string; alt: string; altEn: string; altDe: string } }>(
      admin.agent,
      'mutation($input: PropertyImageAltInput!) { updatePropertyImageAlt(input: $input) { id alt altEn altDe } }',
      { input: { propertyId: villa.id, imageId: ids[1], alt: 'Kitchen', altDe: 'Küche' } },
      { 'Accept-Language': 'de' },
    );
    expect(graph.errors).toBeUndefined();
    expect(graph.data!.updatePropertyImageAlt).toEqual({ id: ids[1], alt: 'Küche', altEn: 'Kitchen', altDe: 'Küche' });

    const de = await app.graphql<ImagesData>(IMAGES_QUERY, { id: villa.id }, { 'Accept-Language': 'de' });
    expect(de.data!.property.images.map((i) => i.alt)).toEqual(['Blick aufs Meer', 'Küche', 'Three']);
    expect(await order(villa.id)).toEqual(['Sea view', 'Kitchen', 'Three']);

    const tooLong = await admin.agent.patch(`/api/admin/properties/${villa.id}/images/${ids[0]}`).send({ altDe: 'y'.repeat(251) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.field).toBe('altDe');
    const other = await newVilla();
    const wrongVilla = await admin.agent.patch(`/api/admin/properties/${other.id}/images/${ids[0]}`).send({ alt: 'x' });
    expect(wrongVilla.status).toBe(404);
    expect(wrongVilla.body.message).toBe('Photo not found.');
  });

  it('deletes a photo with its files; without photos the illustrations come back', async () => {
    const { villa, ids } = await gallery();
    const folder = (id: string) => path.join(mediaDir, 'villas', villa.id, id);
    expect(fs.existsSync(folder(ids[0]))).toBe(true);
    const url = (await app.graphql<ImagesData>(IMAGES_QUERY, { id: villa.id })).data!.property.images[0].url;

    const res = await admin.agent.delete(`/api/admin/properties/${villa.id}/images/${ids[0]}`);
    expect(res.status).toBe(204);
    expect(fs.existsSync(folder(ids[0]))).toBe(false);
    expect((await fetchFile(url)).status).toBe(404);
    expect(await order(villa.id)).toEqual(['Two', 'Three']);
    expect((await admin.agent.delete(`/api/admin/properties/${villa.id}/images/${ids[0]}`)).status).toBe(404);

    const graph = await gql<{ deletePropertyImage: { id: string }[] }>(admin.agent, 'mutation($p: ID!, $i: ID!) { deletePropertyImage(propertyId: $p, imageId: $i) { id } }', { p: villa.id, i: ids[1] });
    expect(graph.errors).toBeUndefined();
    expect(graph.data!.deletePropertyImage).toEqual([{ id: ids[2] }]);
    await admin.agent.delete(`/api/admin/properties/${villa.id}/images/${ids[2]}`).expect(204);
    expect(fs.readdirSync(path.join(mediaDir, 'villas', villa.id))).toEqual([]);
    const images = (await app.graphql<ImagesData>(IMAGES_QUERY, { id: villa.id })).data!.property.images;
    expect(images.map((i) => i.url)).toEqual(ILLUSTRATIONS);
  });

  it('records every change in the audit log against the villa, with before and after', async () => {
    const { villa, ids } = await gallery();
    await admin.agent.put(`/api/admin/properties/${villa.id}/images/order`).send({ ids: [ids[1], ids[0], ids[2]] }).expect(200);
    await admin.agent.patch(`/api/admin/properties/${villa.id}/images/${ids[2]}`).send({ altDe: 'Drei' }).expect(200);
    await admin.agent.delete(`/api/admin/properties/${villa.id}/images/${ids[0]}`).expect(204);
    const res = await admin.agent.get(`/api/admin/audit?targetId=${villa.id}`);
    expect(res.status).toBe(200);
    const entries = [...res.body].reverse();
    expect(entries.map((e: { action: string }) => e.action)).toEqual(['IMAGE_UPLOADED', 'IMAGE_UPLOADED', 'IMAGE_UPLOADED', 'IMAGES_REORDERED', 'IMAGE_UPDATED', 'IMAGE_DELETED']);
    for (const entry of entries) expect(entry).toMatchObject({ actorId: admin.id, actorEmail: admin.email, targetType: 'property', targetId: villa.id, targetUserId: null, targetEmail: null });
    type Change = { field: string; before: string | null; after: string | null };
    const change = (entry: { changes: Change[] }, field: string) => entry.changes.find((c) => c.field === field);
    expect(change(entries[0], 'imageId')).toEqual({ field: 'imageId', before: null, after: JSON.stringify(ids[0]) });
    expect(change(entries[0], 'altEn')).toEqual({ field: 'altEn', before: null, after: '"One"' });
    expect(entries[3].changes).toEqual([{ field: 'order', before: JSON.stringify(ids), after: JSON.stringify([ids[1], ids[0], ids[2]]) }]);
    expect(entries[4].changes).toEqual([{ field: 'altDe', before: '""', after: '"Drei"' }]);
    expect(change(entries[5], 'imageId')).toEqual({ field: 'imageId', before: JSON.stringify(ids[0]), after: null });

    const graph = await gql<{ auditLog: { items: { action: string; targetType: string; targetId: string; changes: Change[] }[] } }>(
      admin.agent,
      'query($id: ID!) { auditLog(filter: { targetId: $id }) { items { action targetType targetId changes { field before after } } } }',
      { id: villa.id },
    );
    expect(graph.data!.auditLog.items[0]).toMatchObject({ action: 'IMAGE_DELETED', targetType: 'PROPERTY', targetId: villa.id });
  });

  it('lists a villa’s photos for staff, with both texts and every file', async () => {
    const { villa, ids } = await gallery();
    const res = await admin.agent.get(`/api/admin/properties/${villa.id}/images`);
    expect(res.status).toBe(200);
    expect(res.body.map((i: ImageJson) => i.id)).toEqual(ids);
    expect(res.body[0]).toMatchObject({ alt: 'One', altDe: '', original: { mime: 'image/jpeg', width: 500, height: 400 } });
    expect(res.body[0].variants.map((v: { format: string; width: number }) => `${v.format} ${v.width}`)).toEqual(['avif 480', 'webp 480', 'avif 500', 'webp 500', 'jpeg 500']);
  });
});

describe('access', () => {
  it('keeps the staff-only fields of a picture from customers and visitors', async () => {
    const villa = await newVilla();
    await upload(admin.agent, villa.id, await picture(200, 100, 'jpeg'), 'a.jpg', { alt: 'A' }).expect(201);
    const query = 'query($id: ID!) { property(id: $id) { images { url altEn altDe } } }';
    const asCustomer = await gql(customer.agent, query, { id: villa.id });
    expect(asCustomer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const asVisitor = await app.graphql(query, { id: villa.id });
    expect(asVisitor.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const asAdmin = await gql<{ property: { images: { altEn: string }[] } }>(admin.agent, query, { id: villa.id });
    expect(asAdmin.data!.property.images[0].altEn).toBe('A');
  });

  it('refuses anonymous uploads before reading them, and customers', async () => {
    const villa = await newVilla();
    const jpeg = await picture(200, 100, 'jpeg');
    const anonymous = await upload(app.agent(), villa.id, jpeg);
    expect(anonymous.status).toBe(401);
    const asCustomer = await upload(customer.agent, villa.id, jpeg);
    expect(asCustomer.status).toBe(403);
    expect(await photoRows(villa.id)).toBe(0);
  });

  it.each(['/media/villas/x/y/z.jpg', '/media/../package.json', '/media/.staging/anything', '/media/villas/00000000-0000-4000-8000-000000000000/00000000-0000-4000-8000-000000000000/0123456789abcdef-960.jpg', '/media/'])(
    'answers %s with 404',
    async (url) => {
      const res = await app.http.get(url);
      expect(res.status).toBe(404);
    },
  );
});
