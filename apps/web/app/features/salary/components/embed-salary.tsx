import { Button, Text } from '@mantine/core';
import type { CountryCode } from '@paysight/contract/core';
import { useId, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import classes from './embed-salary.module.css';

/** The card's size in the snippet: what the widget is laid out for. */
const WIDTH = 320;
const HEIGHT = 220;

/** The two ways another site embeds the card: the iframe itself, or the loader script that adds it. */
export function embedSnippets(origin: string, cc: CountryCode, slice: { company: { slug: string } | null; title: { slug: string } }) {
  const q = slice.company ? `${slice.company.slug}--${slice.title.slug}` : slice.title.slug;
  return {
    iframe: `<iframe src="${origin}/widget/salary/${cc}/${q}" title="Salary on Paysight" width="${WIDTH}" height="${HEIGHT}" style="border:0" loading="lazy"></iframe>`,
    script: `<div data-paysight-salary="${cc}/${q}"></div><script async src="${origin}/widget.js"></script>`,
  };
}

function Snippet({ label, code }: { label: string; code: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard.writeText(code).then(() => setCopied(true));
  };
  return (
    <div className={classes.snippet}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <textarea id={id} className={classes.code} readOnly rows={3} value={code} onFocus={(e) => e.currentTarget.select()} />
      <Button size="compact-sm" variant="default" onClick={copy} aria-live="polite">
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </div>
  );
}

/**
 * "Embed this": a disclosure under the salary figures with the snippet another site pastes to show
 * this slice's card (the median, middle half and count, linking back here). Closed by default;
 * it opens without script (a native <details>).
 */
export function EmbedSalary({ cc, slice }: { cc: CountryCode; slice: Parameters<typeof embedSnippets>[2] }) {
  const root = useRouteLoaderData('root') as { origin?: string } | undefined;
  const snippets = embedSnippets(root?.origin ?? '', cc, slice);
  return (
    <details className={classes.embed} data-testid="embed-salary">
      <summary className={classes.summary}>Embed this</summary>
      <Text fz="sm" c="dimmed" mt="xs">
        Show this salary card on your own site. It shows the median, the middle half and the number of salaries, and links back here.
      </Text>
      <Snippet label="Embed with an iframe" code={snippets.iframe} />
      <Snippet label="Or with a script" code={snippets.script} />
    </details>
  );
}
