import { aliasesOf } from '../catalog/aliases.rules.js';

/**
 * Finds the catalogue's skills in a posting's text. A skill counts when its name (or an alias)
 * appears as whole words; names of one or two letters ("Go", "R") count only written exactly so,
 * since "go" and "r" are ordinary words. Pure; built once per import over the skills table.
 */

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A word boundary that also works beside "+", "#" and ".": "C++", "C#", "Node.js".
const bounded = (body: string, flags: string) => new RegExp(`(?<![A-Za-z0-9+#])${body}(?![A-Za-z0-9+#]|\\.[A-Za-z0-9])`, flags);

export function createSkillFinder(catalog: readonly { id: number; name: string }[]) {
  const patterns: { id: number; pattern: RegExp }[] = [];
  for (const skill of catalog) {
    const names = [skill.name, ...aliasesOf('skill', skill.name).filter((a) => a.length > 2)];
    for (const name of names) {
      const short = name.replace(/[^A-Za-z0-9]/g, '').length <= 2;
      // "Node.js" also matches "NodeJS" and "Node js"; spaces in a name match any run of spaces.
      const body = escape(name).replace(/\\\./g, '[. ]?').replace(/\s+/g, '\\s+');
      patterns.push({ id: skill.id, pattern: bounded(body, short ? '' : 'i') });
    }
  }
  return (text: string): number[] => {
    const found = new Set<number>();
    for (const { id, pattern } of patterns) if (!found.has(id) && pattern.test(text)) found.add(id);
    return [...found].sort((a, b) => a - b);
  };
}
