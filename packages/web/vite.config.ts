import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { hordeData } from './vite-plugin-horde-data.ts';

export default defineConfig({
  plugins: [react(), hordeData()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', sourcemap: false },
  server: { port: 5173 },
  preview: { port: 4173 },
});
