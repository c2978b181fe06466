import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  // Vitest must not load the React Router plugin (it expects a full app build).
  plugins: [!process.env.VITEST && reactRouter()],
});
