import { preloadPage } from '../../client/src/app/router';

const imagePreloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];

test("opening the home page fetches the hero's first picture at high priority with the page's code, once; other pages preload no picture", async () => {
  preloadPage('/search');
  expect(imagePreloads()).toEqual([]);
  preloadPage('/');
  preloadPage('/');
  const [link, ...more] = imagePreloads();
  expect(more).toEqual([]);
  expect(link).toHaveAttribute('href', '/images/hero/1.svg');
  expect(link).toHaveAttribute('fetchpriority', 'high');
  // The page code and messages being fetched settle before the test ends.
  await new Promise((resolve) => setTimeout(resolve, 100));
});
