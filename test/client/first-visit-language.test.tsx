import { render, waitFor } from '@testing-library/react';
import { PreferencesProvider } from '../../client/src/app/PreferencesProvider';
import { GEO_FAILURE_LOG, languageForCountry, useFirstVisitLanguage } from '../../client/src/lib/first-visit-language';
import { usePreferences } from '../../client/src/lib/preferences';

function Probe() {
  useFirstVisitLanguage();
  const { language, currency } = usePreferences();
  return <p data-testid="prefs">{`${language} ${currency}`}</p>;
}

const answer = (body: unknown, ok = true) => jest.fn().mockResolvedValue({ ok, status: ok ? 200 : 500, json: async () => body });

let fetchMock: jest.Mock;
beforeEach(() => {
  localStorage.clear();
  fetchMock = answer({ country_code: null });
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
});

function show() {
  return render(
    <PreferencesProvider>
      <Probe />
    </PreferencesProvider>,
  );
}

describe('first-visit language', () => {
  it('maps DE, AT, CH, LI, LU to German and everything else to English', () => {
    for (const code of ['DE', 'AT', 'CH', 'LI', 'LU', 'de']) expect(languageForCountry(code)).toBe('de');
    for (const code of ['GB', 'FR', 'US', 'NL', null, undefined, '']) expect(languageForCountry(code)).toBe('en');
  });

  it('asks our own server once and switches a German-speaking visitor to German and EUR', async () => {
    fetchMock = answer({ country_code: 'AT' });
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
    const view = show();
    await waitFor(() => expect(view.getByTestId('prefs')).toHaveTextContent('de EUR'));
    expect(fetchMock.mock.calls.map((c) => c[0])).toContain('/api/geo');
    expect(localStorage.getItem('language')).toBe('de');
    expect(localStorage.getItem('currency')).toBe('EUR');
  });

  it('keeps English for other countries and stores it, so the next visit does not ask again', async () => {
    fetchMock = answer({ country_code: 'FR' });
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
    const view = show();
    await waitFor(() => expect(localStorage.getItem('language')).toBe('en'));
    expect(view.getByTestId('prefs')).toHaveTextContent('en GBP');
    view.unmount();
    fetchMock.mockClear();
    show();
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('never asks when a language is stored (an explicit choice wins)', async () => {
    localStorage.setItem('language', 'en');
    const view = show();
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(view.getByTestId('prefs')).toHaveTextContent('en GBP');
  });

  it('on failure keeps English and logs "Geolocation detection failed, using default language"', async () => {
    (globalThis as { fetch?: unknown }).fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const view = show();
    await waitFor(() => expect(log).toHaveBeenCalledWith(GEO_FAILURE_LOG));
    expect(GEO_FAILURE_LOG).toBe('Geolocation detection failed, using default language');
    expect(view.getByTestId('prefs')).toHaveTextContent('en GBP');
    log.mockRestore();
  });
});
