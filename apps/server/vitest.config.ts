import { defineConfig } from 'vitest/config';
import { serverProjects } from './vitest.projects';

export default defineConfig({ test: { projects: serverProjects() } });
