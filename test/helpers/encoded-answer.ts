import type { TestApp } from './test-app';

/** Chrome's Accept-Encoding. */
export const CHROME_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The answer as the client decodes it, with the bytes it took on the wire (Content-Length), asked for with `acceptEncoding`. */
export async function fetchAs(request: () => ReturnType<TestApp['http']['get']>, acceptEncoding: string) {
  const res = await request()
    .set('Accept-Encoding', acceptEncoding)
    .buffer(true)
    .parse((stream, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
    });
  return { status: res.status, encoding: res.headers['content-encoding'] as string | undefined, vary: String(res.headers.vary ?? ''), wireBytes: Number(res.headers['content-length']), text: res.body as string };
}
