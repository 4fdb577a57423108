import type { api } from '@paysight/contract';

/**
 * Words and shapes of the "Ask JobGPT" panel on a job's page (SPEC §7 Jobs: AI analysis). Kept
 * free of the contract's schemas so the page does not load them before the member asks.
 */

/** The commands, in the order the panel offers them, with what each writes. */
export const ANALYSIS_COMMANDS: readonly { command: api.AiAnalysisCommand; label: string; hint: string }[] = [
  { command: 'fit', label: 'How well do I fit?', hint: 'Your match score and each part of it, in words, with the pay figures' },
  { command: 'gaps', label: 'What am I missing?', hint: 'The skills it asks for that you have not listed, and what to do about each' },
  { command: 'pitch', label: 'Write my pitch', hint: 'A short cover note from your own profile facts' },
  { command: 'questions', label: 'Likely questions', hint: 'Interview questions from the job’s title and skills' },
];

/** The longest focus note the API takes (the contract's AI_ANALYSIS_FOCUS_MAX). */
export const FOCUS_MAX = 300;

/** What is wrong with a focus note before it is sent, or null. */
export function focusProblem(focus: string): string | null {
  const n = focus.trim().length;
  return n > FOCUS_MAX ? `Keep it to ${FOCUS_MAX} characters (${n} now)` : null;
}

/** The request body: the command, and the focus note only when the member wrote one. */
export function analysisBody(command: api.AiAnalysisCommand, focus: string): api.AiAnalysisInput {
  const text = focus.trim();
  return text ? { command, extras: { focus: text } } : { command };
}

/** Who wrote the text: the offline templates, or the configured model by name. */
export function writerLabel(writer: string): string {
  return writer === 'offline' ? 'Written offline from templates' : `Written by ${writer}`;
}

/** "74% match" */
export const scoreText = (score: number) => `${Math.round(Math.max(0, Math.min(1, score)) * 100)}% match`;

/** A part's value (0–1) as a percentage: "60%". */
export const partPercent = (value: number) => `${Math.round(Math.max(0, Math.min(1, value)) * 100)}%`;

export type TextBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/** The text as paragraphs and bulleted lists ("- " lines), the way the writers lay it out. */
export function blocksOf(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const bullet = /^[-•*]\s+(.*)$/.exec(line);
    const last = blocks[blocks.length - 1];
    if (bullet) {
      if (last?.kind === 'list') last.items.push(bullet[1]!);
      else blocks.push({ kind: 'list', items: [bullet[1]!] });
    } else blocks.push({ kind: 'paragraph', text: line });
  }
  return blocks;
}
