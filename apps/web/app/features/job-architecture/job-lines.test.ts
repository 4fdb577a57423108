import { describe, expect, it } from 'vitest';
import { parseJobLines } from './job-lines';

describe('job lines', () => {
  it('reads a title, an optional level and description per line, skipping blank lines', () => {
    expect(parseJobLines('Backend Engineer | IC3 | Go services, on-call\n\n  Data Scientist  \nDesigner | | Figma, research')).toEqual({
      jobs: [
        { title: 'Backend Engineer', level: 'IC3', description: 'Go services, on-call' },
        { title: 'Data Scientist' },
        { title: 'Designer', description: 'Figma, research' },
      ],
      error: null,
    });
  });

  it('says what is wrong: no job, a line without a title, too many jobs', () => {
    expect(parseJobLines(' \n').error).toMatch(/at least one job/);
    expect(parseJobLines('| IC3').error).toBe('"| IC3" has no title before the first |');
    expect(parseJobLines('a\nb\nc', 2).error).toBe('At most 2 jobs at a time (3 given)');
  });
});
