import '@testing-library/jest-dom';
import { loadCatalogue } from '../../client/src/i18n/catalogues';

// jsdom does not scroll; the layout's scroll restoration calls this on every navigation.
window.scrollTo = () => {};

// main.tsx loads the first catalogue before rendering; tests render straight away, so load both.
beforeAll(() => Promise.all([loadCatalogue('en'), loadCatalogue('de')]));
