import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { hordeData } from './vite-plugin-horde-data.ts';
import { firstPaint } from './vite-plugin-first-paint.ts';
import { tableChunks } from './vite-plugin-table-chunks.ts';
import { contentInBrowser } from './vite-plugin-content-browser.ts';

// `HORDE_SERVER=http://127.0.0.1:3000 npm run dev -w @horde/web`: the dev server forwards the API
// and the WebSocket to a running game server; without it the app plays in the browser.
const server = process.env.HORDE_SERVER;

export default defineConfig({
  plugins: [react(), hordeData(), tableChunks(), firstPaint(), contentInBrowser()],
  // The studio's Simulate workers (src/studio/simulate/sim.worker.ts): ES modules, so the game's data loads on
  // demand, with the game data and the content's mission checks as on the page.
  worker: { format: 'es', plugins: () => [hordeData(), contentInBrowser()] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // The data plugin reads the games' data at build time, which takes seconds by design: no timing warning for it.
    rolldownOptions: {
      checks: { bundlerTimings: false },
      // zod checks content and actions in the tables that validate in the browser (Seconds, Zombies!!!):
      // its own chunk, so that a table which never validates does not load it with a shared module.
      output: { codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }] } },
    },
  },
  server: {
    port: 5173,
    proxy: server ? { '/api': server, '/ws': { target: server.replace(/^http/, 'ws'), ws: true } } : undefined,
  },
  preview: { port: 4173 },
});
