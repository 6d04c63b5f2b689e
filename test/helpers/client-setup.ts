import '@testing-library/jest-dom';

// jsdom does not scroll; react-router's ScrollRestoration calls this on every navigation.
window.scrollTo = () => {};
