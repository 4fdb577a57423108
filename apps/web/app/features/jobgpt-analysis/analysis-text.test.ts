import { api } from '@paysight/contract';
import { describe, expect, it } from 'vitest';
import { ANALYSIS_COMMANDS, analysisBody, blocksOf, FOCUS_MAX, focusProblem, partPercent, scoreText, writerLabel } from './analysis-text';

describe('Ask JobGPT panel text', () => {
  it('offers every command the API takes, once each, in order', () => {
    expect(ANALYSIS_COMMANDS.map((c) => c.command)).toEqual([...api.AI_ANALYSIS_COMMANDS]);
    expect(FOCUS_MAX).toBe(api.AI_ANALYSIS_FOCUS_MAX);
  });

  it('sends the focus note only when there is one, trimmed, and a body the contract accepts', () => {
    expect(analysisBody('fit', '   ')).toEqual({ command: 'fit' });
    expect(analysisBody('gaps', '  I am switching from QA ')).toEqual({ command: 'gaps', extras: { focus: 'I am switching from QA' } });
    for (const { command } of ANALYSIS_COMMANDS) expect(api.aiAnalysisBody.safeParse(analysisBody(command, 'x')).success).toBe(true);
  });

  it('says when a focus note is too long, counting what would be sent', () => {
    expect(focusProblem('x'.repeat(FOCUS_MAX))).toBeNull();
    expect(focusProblem(`  ${'x'.repeat(FOCUS_MAX)}  `)).toBeNull();
    expect(focusProblem('x'.repeat(FOCUS_MAX + 1))).toBe('Keep it to 300 characters (301 now)');
  });

  it('labels the writer: offline templates, or the model by name', () => {
    expect(writerLabel('offline')).toBe('Written offline from templates');
    expect(writerLabel('gpt-4o-mini')).toBe('Written by gpt-4o-mini');
  });

  it('shows the score and parts as percentages', () => {
    expect(scoreText(0.736)).toBe('74% match');
    expect(scoreText(1.2)).toBe('100% match');
    expect(partPercent(0.5)).toBe('50%');
  });

  it('lays the text out as paragraphs and lists', () => {
    expect(blocksOf('Acme: a fair match.\nPart by part:\n- Skills (50%): 2 of 4.\n- Title (100%): yes.\n\nApply now.')).toEqual([
      { kind: 'paragraph', text: 'Acme: a fair match.' },
      { kind: 'paragraph', text: 'Part by part:' },
      { kind: 'list', items: ['Skills (50%): 2 of 4.', 'Title (100%): yes.'] },
      { kind: 'paragraph', text: 'Apply now.' },
    ]);
    expect(blocksOf('')).toEqual([]);
  });
});
