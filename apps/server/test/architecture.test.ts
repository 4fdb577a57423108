import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, describeWithDb, type TestApp } from './helpers.js';
import { WARM_UP_TASK } from '../src/plugins/warm-up.js';

const architecture = readFileSync(new URL('../../../ARCHITECTURE.md', import.meta.url), 'utf8');

describeWithDb('ARCHITECTURE.md matches the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Every switch that adds a task on: the demo data and a research folder.
    t = await createTestApp({ seed: false, env: { DEMO_DATA: 'on', RESEARCH_DATA_DIR: '/nonexistent-research' } });
  });
  afterAll(() => t.close());

  it('lists every background task, each with a description, and names no task the app lacks', () => {
    const names = t.app.tasks.list().map((task) => task.name);
    expect(names).toContain('demo.seed');
    expect(names).toContain('billing.subscription-sweep');
    for (const task of t.app.tasks.list()) {
      expect(task.description.length, task.name).toBeGreaterThan(10);
      expect(architecture, `ARCHITECTURE.md's task list lacks ${task.name}`).toContain(`| \`${task.name}\``);
    }
    const section = architecture.slice(architecture.indexOf('## Background tasks'), architecture.indexOf("## A request's path"));
    const listed = [...section.matchAll(/^\| `([a-z-]+\.[a-z-]+)`/gm)].map((m) => m[1]);
    // The warm-up is declared only by a server that serves the web build (the tests' app does not).
    expect(new Set(listed)).toEqual(new Set([...names, WARM_UP_TASK]));
  });
});
