import type { Request } from 'express';
import { requestPreferences } from '../../../server/src/modules/ssr/preferences';

/** The preferences a page is rendered with: from a ?lang= link, else the cookies the browser keeps in step with local storage. */

const request = (cookie?: string, lang?: string) => ({ headers: cookie ? { cookie } : {}, query: lang === undefined ? {} : { lang } }) as unknown as Request;

describe('render preferences', () => {
  it('are light, English and pounds for a first visit, with nothing chosen now', () => {
    expect(requestPreferences(request())).toEqual({ theme: 'light', language: 'en', currency: 'GBP', chosen: { theme: false, language: false, currency: false } });
  });

  it("follow the visitor's theme, language and currency cookies, and ignore the Accept-Language header", () => {
    const req = request('sid=abc; theme=dark; language=de; currency=USD');
    req.headers['accept-language'] = 'en-GB';
    expect(requestPreferences(req)).toEqual({ theme: 'dark', language: 'de', currency: 'USD', chosen: { theme: false, language: false, currency: false } });
  });

  it("take the language's currency when the currency cookie is missing or not a currency code", () => {
    expect(requestPreferences(request('language=de')).currency).toBe('EUR');
    expect(requestPreferences(request('language=de; currency=euro')).currency).toBe('EUR');
    expect(requestPreferences(request('theme=sepia; language=fr'))).toMatchObject({ theme: 'light', language: 'en', currency: 'GBP' });
  });

  it('let a ?lang= link choose the language, switching the currency with it when it differs from the cookie', () => {
    expect(requestPreferences(request('language=en; currency=USD', 'de'))).toEqual({ theme: 'light', language: 'de', currency: 'EUR', chosen: { theme: false, language: true, currency: true } });
    // The language the visitor already has: the currency they chose stays.
    expect(requestPreferences(request('language=de; currency=USD', 'de'))).toEqual({ theme: 'light', language: 'de', currency: 'USD', chosen: { theme: false, language: true, currency: false } });
    expect(requestPreferences(request('language=de', 'xx')).language).toBe('de');
  });
});
