import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { loadCatalogue } from '../../client/src/i18n/catalogues';

// jsdom does not scroll; the layout's scroll restoration calls this on every navigation.
window.scrollTo = () => {};

// main.tsx loads the first catalogue before rendering; tests render straight away, so load both.
beforeAll(() => Promise.all([loadCatalogue('en'), loadCatalogue('de')]));

// Pages are lazy chunks: on a loaded CI machine the first import of one can take over a second.
configure({ asyncUtilTimeout: 5000 });
