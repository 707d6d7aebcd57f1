// Vitest's global setup of the API projects: the run's database templates (database-templates.ts),
// made once before the first test file and removed after the last.
import type { TestProject } from 'vitest/node';
import { makePgliteTemplates, makePostgresTemplates } from './database-templates';

export default async function setup(project: TestProject) {
  const kind = project.config.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  const made =
    kind === 'postgres'
      ? await makePostgresTemplates(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test')
      : await makePgliteTemplates();
  project.provide('databaseTemplates', made.templates);
  return async () => {
    await made.remove();
  };
}
