import { formatCompact, type Region } from '@paysight/contract';

/**
 * The embeddable salary card (SPEC §2.1 widget): one HTML document with its style inline and no
 * script, well under 10 KB, that other sites frame. Pure: the routes fetch the figures.
 */

/** The card's greatest size in bytes (a test holds every state of the card to it). */
export const WIDGET_MAX_BYTES = 10 * 1024;

export type WidgetCard =
  | {
      kind: 'figures';
      heading: string;
      regionName: string;
      median: number;
      p25: number;
      p75: number;
      count: number;
      isDemo: boolean;
    }
  | { kind: 'too-few'; heading: string; regionName: string; minSlice: number }
  | { kind: 'unknown' };

const htmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
:root{color-scheme:light dark;--fg:#1a1b1e;--dim:#55585f;--bg:#fff;--line:#dee2e6;--accent:#1c64d9;--demo-bg:#fff3bf;--demo-fg:#5c3c00}
@media (prefers-color-scheme:dark){:root{--fg:#e9ecef;--dim:#b1b5bc;--bg:#1a1b1e;--line:#373a40;--accent:#74a7f7;--demo-bg:#4d3800;--demo-fg:#ffec99}}
*{box-sizing:border-box}
html,body{margin:0;height:100%}
body{font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
.card{height:100%;display:flex;flex-direction:column;gap:6px;padding:14px 16px;border:1px solid var(--line);border-radius:12px}
h1{margin:0;font-size:15px;line-height:1.3}
.sub,.note{margin:0;color:var(--dim);font-size:12px}
.median{margin:4px 0 0;font-size:28px;font-weight:700;line-height:1.1}
.range{margin:0}
.demo{align-self:flex-start;padding:1px 8px;border-radius:999px;background:var(--demo-bg);color:var(--demo-fg);font-size:11px;font-weight:600}
a{margin-top:auto;color:var(--accent);font-weight:600;text-decoration:none}
a:hover,a:focus-visible{text-decoration:underline}
`
  .trim()
  .replace(/\n/g, '');

/** The card's HTML: `href` is the salary page it links back to, `nonce` allows its inline style. */
export function renderWidget(card: WidgetCard, options: { cc: Region; href: string; nonce: string }): string {
  const money = (v: number) => htmlEscape(formatCompact(v, options.cc));
  const link = `<a href="${htmlEscape(options.href)}" target="_blank" rel="noopener">Full salary data on Paysight</a>`;
  let title: string;
  let body: string;
  if (card.kind === 'figures') {
    title = `${card.heading} salary`;
    body =
      `<h1>${htmlEscape(card.heading)}</h1><p class="sub">${htmlEscape(card.regionName)} · total pay per year</p>` +
      (card.isDemo ? '<span class="demo" title="Generated demonstration data, not real submissions">Demo data</span>' : '') +
      `<p class="median">${money(card.median)} <span class="note">median</span></p>` +
      `<p class="range">${money(card.p25)} – ${money(card.p75)} <span class="note">middle half (25th–75th percentile)</span></p>` +
      `<p class="note">From ${card.count.toLocaleString('en-US')} salaries</p>${link}`;
  } else if (card.kind === 'too-few') {
    title = `${card.heading} salary`;
    body =
      `<h1>${htmlEscape(card.heading)}</h1><p class="sub">${htmlEscape(card.regionName)}</p>` +
      `<p>Not enough data yet: figures are shown from ${card.minSlice} salaries, to keep each one anonymous.</p>${link}`;
  } else {
    title = 'Salary not found';
    body = `<h1>Salary not found</h1><p>Paysight has no salaries for this company and title.</p>${link}`;
  }
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${htmlEscape(title)} · Paysight</title><style nonce="${htmlEscape(options.nonce)}">${STYLE}</style></head>` +
    `<body><main class="card">${body}</main></body></html>`
  );
}

/**
 * The loader other sites paste (`<script async src=".../widget.js">`): each element with
 * `data-paysight-salary="{cc}/{company}--{title}"` gets the card's iframe. Plain ES5, no library.
 */
export const WIDGET_SCRIPT =
  '(function(){var s=document.currentScript;if(!s)return;var o=new URL(s.src).origin;' +
  "document.querySelectorAll('[data-paysight-salary]').forEach(function(e){" +
  "var q=e.getAttribute('data-paysight-salary');if(e.querySelector('iframe')||!/^(in|us)\\/[a-z0-9-]+$/.test(q))return;" +
  "var f=document.createElement('iframe');f.src=o+'/widget/salary/'+q;f.title='Salary on Paysight';" +
  "f.width='320';f.height='220';f.loading='lazy';f.style.border='0';e.appendChild(f)})})();\n";
