import { MantineProvider } from '@mantine/core';
import type { api } from '@paysight/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AnalysisAnswer } from './ask-jobgpt';

const answer: api.AiAnalysis = {
  command: 'fit',
  text: 'Data Engineer at Acme: a fair match, 62% with your profile’s skills and years.\nPart by part:\n- Skills (50%): 2 of the 4 skills it asks for.',
  writer: 'offline',
  figures: { score: 62 },
  match: {
    score: 0.62,
    parts: [{ key: 'skills', label: 'Skills', weight: 0.35, value: 0.5, detail: '2 of the 4 skills it asks for' }],
    matchingSkills: ['SQL', 'Python'],
    missingSkills: ['Spark', 'Airflow'],
  },
  note: 'The writing model quoted a figure that is not yours, so this analysis was written offline from templates.',
};
const render = (a: api.AiAnalysis) =>
  renderToStaticMarkup(
    <MantineProvider>
      <AnalysisAnswer answer={a} />
    </MantineProvider>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('an Ask JobGPT answer, rendered', () => {
  it('says it was written offline, why, and shows the text with its list and the match part by part', () => {
    const html = render(answer);
    const t = text(html);
    expect(t).toContain('Written offline from templates');
    expect(t).toContain('quoted a figure that is not yours');
    expect(html).toContain('<li>Skills (50%): 2 of the 4 skills it asks for.</li>');
    expect(t).toContain('The match: 62% match');
    expect(t).toMatch(/Skills 50% 2 of the 4 skills it asks for/);
  });

  it('names the model that wrote it, and shows no note or parts when there are none', () => {
    const t = text(render({ ...answer, writer: 'gpt-4o-mini', note: undefined, match: null }));
    expect(t).toContain('Written by gpt-4o-mini');
    expect(t).not.toContain('The match');
    expect(t).not.toContain('not yours');
  });
});
