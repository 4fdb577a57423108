import { describe, expect, it } from 'vitest';
import { ROAST_ID, roastDescription, roastTitle, shareUrlOf, writerLabel } from './roast-text';

describe('roast text', () => {
  it('says when a roast was written offline, and names a model otherwise', () => {
    expect(writerLabel('offline')).toBe('Written offline from templates over your own figures');
    expect(writerLabel('gpt-4o-mini')).toBe('Written by gpt-4o-mini from your own figures');
  });

  it('titles, describes and links a roast', () => {
    expect(roastTitle('The Drill Sergeant')).toBe('The Drill Sergeant roasts a career');
    expect(roastDescription('x'.repeat(300))).toHaveLength(160);
    expect(shareUrlOf('https://paysight.test/', '/career-roast/abcDEF123_-x')).toBe('https://paysight.test/career-roast/abcDEF123_-x');
    expect(ROAST_ID.test('abcDEF123_-x')).toBe(true);
    expect(ROAST_ID.test('../etc')).toBe(false);
  });
});
