import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compiledMessages } from './vite-plugin-compiled-messages';
import { typedDocuments } from './vite-plugin-typed-documents';

const root = path.resolve(__dirname, '..');
const api = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The storefront: built into dist/client (served by the Express app); in dev, proxies the API.
 * `vite build --ssr src/entry-server.tsx` builds the server renderer into dist/ssr: one CommonJS
 * bundle with every dependency inside, since the server is CommonJS and production installs no
 * devDependencies (React, Apollo Client and the router are build-time packages here).
 */
export default defineConfig(({ isSsrBuild, command }) => ({
  root: __dirname,
  plugins: [
    typedDocuments(path.join(__dirname, 'src', '__generated__')),
    compiledMessages(path.join(__dirname, 'src', 'i18n')),
    react(),
  ],
  build: isSsrBuild
    ? {
        outDir: path.join(root, 'dist', 'ssr'),
        emptyOutDir: true,
        sourcemap: false,
        rollupOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: 'chunks/[name]-[hash].cjs' } },
      }
    : {
        outDir: path.join(root, 'dist', 'client'),
        emptyOutDir: true,
        // Maps are written for error reports but not referenced from the bundles, and the server never serves them.
        sourcemap: 'hidden',
        // .vite/manifest.json: the server links a rendered page's own stylesheets from it (modules/ssr).
        manifest: true,
      },
  resolve: {
    // React Router's package points bundlers at its development build (the same code with its
    // development warnings switched on); the build takes the production one, as React's own is.
    alias: command !== 'build' ? [] : [
      { find: /^react-router$/, replacement: path.join(root, 'node_modules/react-router/dist/production/index.mjs') },
      { find: /^react-router\/dom$/, replacement: path.join(root, 'node_modules/react-router/dist/production/dom-export.mjs') },
    ],
  },
  ssr: { noExternal: true },
  // React's production build on the server too, whatever NODE_ENV the server runs with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  server: {
    port: 5173,
    strictPort: true,
    // common/ (shared business constants) lives outside the client root.
    fs: { allow: [root] },
    proxy: {
      '/graphql': api,
      '/api': api,
      '/images': api,
      '/media': api,
    },
  },
}));
