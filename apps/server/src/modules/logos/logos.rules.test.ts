import { describe, expect, it } from 'vitest';
import { contrastWithWhite, hslToRgb, initialsOf, monogramColour, monogramSvg } from './logos.rules.js';

describe('monograms', () => {
  it('takes the initials of the first two telling words', () => {
    expect(initialsOf('Tata Consultancy Services')).toBe('TC');
    expect(initialsOf('Infosys')).toBe('I');
    expect(initialsOf('The Walt Disney Company')).toBe('WD');
    expect(initialsOf('Zoho Corporation Pvt. Ltd.')).toBe('Z');
    expect(initialsOf('Société Générale')).toBe('SG');
    expect(initialsOf('3M')).toBe('3');
    expect(initialsOf('---')).toBe('?');
  });

  it('draws a stable colour per company, and white initials read at 4.5:1 on every hue', () => {
    expect(monogramColour('infosys')).toBe(monogramColour('infosys'));
    expect(monogramColour('infosys')).toMatch(/^#[0-9a-f]{6}$/);
    for (let hue = 0; hue < 360; hue += 1) expect(contrastWithWhite(hslToRgb(hue, 0.55, 0.3)), `hue ${hue}`).toBeGreaterThanOrEqual(4.5);
  });

  it('escapes the name it labels the picture with', () => {
    const svg = monogramSvg({ name: 'A&B <Labs>', slug: 'a-b-labs' });
    expect(svg).toContain('aria-label="A&#38;B &#60;Labs&#62;"');
    expect(svg).toContain('>AB</text>');
    expect(svg).not.toContain('<Labs>');
  });
});
